/** /control: the price watch's notice — today's and yesterday's station anomalies in every world, each opening its economy page. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { anomalyReason } from './market-board.tsx';

const ALERTS = graphql(
  'query MarketAlerts { adminMarketAlerts { day x y resource kind value median worldId worldName } }',
);
/** Anomalies listed before "and N more". */
const LISTED = 3;

export function MarketNotice({ onOpen }: { onOpen: (worldId: string, day: string) => void }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-market-alerts'],
    queryFn: () => gql(ALERTS),
    refetchInterval: 5 * 60_000,
  });
  const list = q.data?.adminMarketAlerts ?? [];
  if (list.length === 0) return null;
  return (
    <aside className="market-notice" aria-labelledby="market-notice-title" data-testid="market-notice">
      <h2 id="market-notice-title">{t('econops.notice.title', { count: list.length })}</h2>
      <ul>
        {list.slice(0, LISTED).map((a) => (
          <li key={`${a.worldId}:${a.day}:${a.x}:${a.y}:${a.resource}:${a.kind}`}>
            <button type="button" className="link" onClick={() => onOpen(a.worldId, a.day)}>
              {t('econops.notice.item', {
                world: a.worldName,
                day: a.day,
                station: t('econops.board.station', { x: a.x, y: a.y }),
                resource: t(`resources.${a.resource}` as never),
              })}
            </button>{' '}
            — {anomalyReason(t, a, i18n.resolvedLanguage)}
          </li>
        ))}
      </ul>
      {list.length > LISTED && <p className="hint">{t('econops.board.more', { count: list.length - LISTED })}</p>}
    </aside>
  );
}
