/** A game screen whose feature is not built yet: it says so plainly. */
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const NAMES: Record<string, string> = {
  galaxy: 'map',
  portal: 'missionControl',
  reports: 'reports',
  leaderboards: 'leaderboards',
  alliance: 'alliance',
  backpack: 'backpack',
  research: 'research',
  trading: 'trade',
  rallies: 'rallies',
  reinforcements: 'garrison',
  attacks: 'attacks',
  events: 'events',
  shop: 'shop',
};

export default function NotOpenPage() {
  const { t } = useTranslation();
  const first = useRouterState({ select: (s) => s.location.pathname.split('/')[1] ?? '' });
  const name = t(`game.${NAMES[first] ?? 'base'}`);
  return (
    <section className="page panel not-open">
      <h1>{t('game.notOpenTitle', { name })}</h1>
      <p>{t('game.notOpenBody')}</p>
    </section>
  );
}
