import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

/** What is going on in each world: commanders, alliances, fleets away now and sent in the last 24 hours. */
export function ActivitySection() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-activity'],
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query Activity { adminWorldActivity { worldId name speed commanders alliances fleetsAway fleetsSentToday } }',
          ),
        )
      ).adminWorldActivity,
    refetchInterval: 10_000,
  });
  if (!q.data) return <p>{t('loading')}</p>;
  return (
    <div className="table-wrap">
      <table data-testid="activity">
        <caption className="sr-only">{t('control.tabs.activity')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('control.activity.world')}</th>
            <th scope="col">{t('control.activity.speed')}</th>
            <th scope="col">{t('control.activity.commanders')}</th>
            <th scope="col">{t('control.activity.alliances')}</th>
            <th scope="col">{t('control.activity.away')}</th>
            <th scope="col">{t('control.activity.sent')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.map((w) => (
            <tr key={w.worldId} data-world={w.name}>
              <th scope="row">{w.name}</th>
              <td className="num">×{w.speed}</td>
              <td className="num">{w.commanders}</td>
              <td className="num">{w.alliances}</td>
              <td className="num">{w.fleetsAway}</td>
              <td className="num">{w.fleetsSentToday}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
