/** One ranking by category (commanders or alliances) as last computed: a page of places, one's own marked. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { CommanderMarker } from '../../components/commander-marker.tsx';

const PAGE = 50;
const RANKING = graphql(`query Ranking($category: String!, $scope: RankingScope!, $offset: Int, $limit: Int) {
  ranking(category: $category, scope: $scope, offset: $offset, limit: $limit) {
    total refreshedAt entries { rank id name score own marker } me { rank id name score own }
  }
}`);

export function RankingTable({ scope, category }: { scope: 'commanders' | 'alliances'; category: string }) {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const q = useQuery({
    queryKey: useGameKey(['ranking', scope, category, offset]),
    queryFn: async () => (await gql(RANKING, { category, scope, offset, limit: PAGE })).ranking,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const r = q.data;
  const num = (n: number) => n.toLocaleString(i18n.language);
  if (q.isPending) return <p>{t('loading')}</p>;
  if (!r || r.refreshedAt == null) return <p className="hint">{t('rankings.notYet')}</p>;
  const last = Math.min(offset + PAGE, r.total);
  return (
    <>
      {r.me ? (
        <p className="panel num" data-testid="my-rank">
          {t(scope === 'commanders' ? 'rankings.mine' : 'rankings.ourPlace', {
            rank: r.me.rank,
            score: num(r.me.score),
          })}
          {(r.me.rank <= offset || r.me.rank > offset + PAGE) && (
            <>
              {' '}
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setOffset(Math.floor(((r.me?.rank ?? 1) - 1) / PAGE) * PAGE)}
              >
                {t('rankings.toMine')}
              </button>
            </>
          )}
        </p>
      ) : (
        scope === 'alliances' && <p className="hint">{t('rankings.noAlliance')}</p>
      )}
      <div className="table-wrap panel">
        <table data-testid="ranking" className="standings">
          <caption className="sr-only">
            {t(`rankings.scope.${scope}`)} · {t(`rankings.category.${category}`)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('leaderboards.rank')}</th>
              <th scope="col">{t('rankings.name')}</th>
              <th scope="col">{t('rankings.score')}</th>
            </tr>
          </thead>
          <tbody>
            {r.entries.map((e) => (
              <tr key={e.id} className={e.own ? 'own-row' : undefined} aria-current={e.own ? 'true' : undefined}>
                <td className="num">{e.rank}</td>
                <th scope="row">
                  {e.name} <CommanderMarker marker={e.marker} />
                </th>
                <td className="num">{num(e.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="tabs-row row" aria-label={t('rankings.places', { from: offset + 1, to: last, total: r.total })}>
        <button
          type="button"
          className="btn"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - PAGE))}
        >
          {t('rankings.previous')}
        </button>
        <span className="hint num" data-testid="ranking-places">
          {t('rankings.places', { from: r.total === 0 ? 0 : offset + 1, to: last, total: r.total })}
        </span>
        <button type="button" className="btn" disabled={last >= r.total} onClick={() => setOffset(offset + PAGE)}>
          {t('rankings.next')}
        </button>
      </nav>
      <p className="hint">
        {t('rankings.updated', {
          when: new Date(r.refreshedAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
        })}
      </p>
    </>
  );
}
