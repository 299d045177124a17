/** /trading/{type}: convoys, the smuggler's den and the black market. */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BlackMarketPage } from './black-market-page.tsx';
import { ConvoysPage } from './convoys-page.tsx';
import { SmugglersDen } from './smugglers-den.tsx';

export default function TradingPage() {
  const { t } = useTranslation();
  const { type } = useParams({ strict: false }) as { type?: string };
  if (type === 'smugglers-den') return <SmugglersDen />;
  if (type === 'convoys') return <ConvoysPage />;
  if (type === 'black-market') return <BlackMarketPage />;
  return (
    <section className="page panel not-open">
      <h1>{t('game.notOpenTitle', { name: t('game.trade') })}</h1>
      <p>{t('game.notOpenBody')}</p>
    </section>
  );
}
