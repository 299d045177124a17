import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

/** Commanders whose convoys move the most between them in the last 7 days; one-sided pairs (a farm feeding a main) are flagged. */
export function TradeSection() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-feeding'],
    queryFn: async () =>
      (await gql(graphql('query Feeding { adminFeedingPairs { giver taker given back convoys lastAt oneSided } }')))
        .adminFeedingPairs,
    refetchInterval: 30_000,
  });
  if (!q.data) return <p>{t('loading')}</p>;
  return (
    <>
      <p className="hint">{t('control.trade.about')}</p>
      {q.data.length === 0 ? (
        <p className="empty">{t('control.trade.none')}</p>
      ) : (
        <div className="table-wrap">
          <table data-testid="feeding-pairs">
            <caption className="sr-only">{t('control.tabs.trade')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('control.trade.giver')}</th>
                <th scope="col">{t('control.trade.taker')}</th>
                <th scope="col">{t('control.trade.given')}</th>
                <th scope="col">{t('control.trade.back')}</th>
                <th scope="col">{t('control.trade.convoys')}</th>
                <th scope="col">{t('control.trade.last')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((p) => (
                <tr key={`${p.giver}-${p.taker}`} data-one-sided={p.oneSided}>
                  <th scope="row">
                    {p.giver}
                    {p.oneSided && <span className="badge warn">{t('control.trade.oneSided')}</span>}
                  </th>
                  <td>{p.taker}</td>
                  <td className="num">{p.given.toLocaleString()}</td>
                  <td className="num">{p.back.toLocaleString()}</td>
                  <td className="num">{p.convoys}</td>
                  <td className="num">
                    <time dateTime={new Date(p.lastAt).toISOString()}>{new Date(p.lastAt).toLocaleString()}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
