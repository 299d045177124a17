/** /trading/{type}: the smuggler's den; convoys and the black market are not open yet. */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SmugglersDen } from './smugglers-den.tsx';

export default function TradingPage() {
  const { t } = useTranslation();
  const { type } = useParams({ strict: false }) as { type?: string };
  if (type === 'smugglers-den') return <SmugglersDen />;
  return (
    <section className="page panel not-open">
      <h1>{t('game.notOpenTitle', { name: t('game.trade') })}</h1>
      <p>{t('game.notOpenBody')}</p>
    </section>
  );
}
