/** /trading/{type}: convoys, the smuggler's den and the black market. */
import { useParams } from '@tanstack/react-router';
import { BlackMarketPage } from './black-market-page.tsx';
import { ConvoysPage } from './convoys-page.tsx';
import { SmugglersDen } from './smugglers-den.tsx';

export default function TradingPage() {
  const { type } = useParams({ strict: false }) as { type?: string };
  if (type === 'smugglers-den') return <SmugglersDen />;
  if (type === 'convoys') return <ConvoysPage />;
  // another name never gets here: the router shows the error page for it (route-paths.ts)
  return <BlackMarketPage />;
}
