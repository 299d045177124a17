/**
 * /leaderboards: rankings by category, of commanders and of alliances, the reader's own place
 * highlighted. Commanders by influence is live (the top 100); the others as last computed, paged.
 */
import { CommanderMarker } from '../../components/commander-marker.tsx';
import { RANKING_CATEGORIES as CATEGORIES, RANKING_SCOPES as SCOPES } from '../../../game/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommanderLink } from '../../components/commander-link.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { RankingTable } from './ranking-table.tsx';

export default function LeaderboardsPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<(typeof SCOPES)[number]>('commanders');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('influence');
  const live = scope === 'commanders' && category === 'influence';
  return (
    <section className="page">
      <h1>{t('leaderboards.title')}</h1>
      <nav className="tabs" aria-label={t('rankings.scopes')}>
        {SCOPES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === scope ? 'active' : ''}
            aria-pressed={s === scope}
            onClick={() => setScope(s)}
          >
            {t(`rankings.scope.${s}`)}
          </button>
        ))}
      </nav>
      <nav className="tabs" aria-label={t('rankings.categoriesLabel')}>
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className={c === category ? 'active' : ''}
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
          >
            {t(`rankings.category.${c}`)}
          </button>
        ))}
      </nav>
      <p className="hint">
        {live ? t('leaderboards.about') : t(`rankings.about.${category}`)}
        {scope === 'alliances' && ` ${t('rankings.alliancesAbout')}`}
      </p>
      {live ? <LiveInfluence /> : <RankingTable key={`${scope}:${category}`} scope={scope} category={category} />}
    </section>
  );
}

/** The world's top 100 commanders by influence, as of now. */
function LiveInfluence() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(['leaderboard']),
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query Board { leaderboard { entries { rank commander influence own marker } me { rank commander influence own } } }',
          ),
        )
      ).leaderboard,
    staleTime: 30_000,
  });
  const board = q.data;
  return (
    <>
      {board?.me && (
        <p className="panel num" data-testid="my-rank">
          {t('leaderboards.mine', { rank: board.me.rank, influence: board.me.influence })}
        </p>
      )}
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : (
        <div className="table-wrap panel">
          <table data-testid="leaderboard" className="standings">
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
                    <CommanderLink name={e.commander} /> <CommanderMarker marker={e.marker} />
                  </th>
                  <td className="num">{e.influence}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
