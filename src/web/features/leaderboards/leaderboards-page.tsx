/** /leaderboards: the world's top 100 commanders by influence, the reader's own place highlighted. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CommanderLink } from '../../components/commander-link.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';

export default function LeaderboardsPage() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(['leaderboard']),
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query Board { leaderboard { entries { rank commander influence own } me { rank commander influence own } } }',
          ),
        )
      ).leaderboard,
    staleTime: 30_000,
  });
  const board = q.data;
  return (
    <section className="page">
      <h1>{t('leaderboards.title')}</h1>
      <p className="hint">{t('leaderboards.about')}</p>
      {board?.me && (
        <p className="panel num" data-testid="my-rank">
          {t('leaderboards.mine', { rank: board.me.rank, influence: board.me.influence })}
        </p>
      )}
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : (
        <div className="table-wrap panel">
          <table data-testid="leaderboard">
            <caption className="sr-only">{t('leaderboards.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leaderboards.rank')}</th>
                <th scope="col">{t('leaderboards.commander')}</th>
                <th scope="col">{t('leaderboards.influence')}</th>
              </tr>
            </thead>
            <tbody>
              {(board?.entries ?? []).map((e) => (
                <tr key={e.rank} className={e.own ? 'own-row' : undefined} aria-current={e.own ? 'true' : undefined}>
                  <td className="num">{e.rank}</td>
                  <th scope="row">
                    <CommanderLink name={e.commander} />
                  </th>
                  <td className="num">{e.influence}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
