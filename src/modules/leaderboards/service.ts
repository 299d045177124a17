/**
 * The world's ranking by influence, live (written on the base row with every change, read by one
 * index), and the rankings by category as last computed by the periodic job (refresh.ts).
 */
import { commanderMarkers } from '../../platform/commander-markers.ts';
import type { Db } from '../../platform/db.ts';
import { influenceStanding } from '../bases/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { allianceOfCommander } from '../alliances/index.ts';
import { RANKING_PAGE_MAX, type RankingCategory, type RankingScope } from './categories.ts';
import { entriesByRank, entryOf, refreshOf } from './repo.ts';

/** The spec's events rank the top 100; the leaderboard shows as many. */
export const LEADERBOARD_SIZE = 100;

export async function readLeaderboard(db: Db, profileId: string, now: number) {
  const world = await worldOfProfile(db, profileId);
  const { top, me } = await influenceStanding(db, world.worldId, profileId, LEADERBOARD_SIZE);
  const ids = top.map((b) => b.profile_id);
  const [names, markers] = await Promise.all([profileNames(db, [...ids, profileId]), commanderMarkers(db, ids, now)]);
  const myName = names.get(profileId) ?? '';
  return {
    entries: top.map((b, i) => ({
      rank: i + 1,
      commander: names.get(b.profile_id) ?? '',
      influence: b.influence,
      own: b.profile_id === profileId,
      marker: markers.get(b.profile_id) ?? null,
    })),
    me: me ? { rank: me.rank, commander: myName, influence: me.influence, own: true, marker: null } : null,
  };
}

export interface RankingQuery {
  category: RankingCategory;
  scope: RankingScope;
  offset: number;
  limit: number;
}

/**
 * A page of one ranking (by category, of commanders or alliances) as last computed, and the
 * reader's own place (their alliance's, in the alliances' ranking) wherever it is.
 */
export async function readRanking(db: Db, profileId: string, q: RankingQuery, now: number) {
  const world = await worldOfProfile(db, profileId);
  const offset = Math.max(0, q.offset);
  const limit = Math.max(1, Math.min(RANKING_PAGE_MAX, q.limit));
  const mineId = q.scope === 'commanders' ? profileId : ((await allianceOfCommander(db, profileId))?.id ?? null);
  const [refresh, rows, mine] = await Promise.all([
    refreshOf(db, world.worldId),
    entriesByRank(db, world.worldId, q.scope, q.category, offset + 1, offset + limit),
    mineId ? entryOf(db, world.worldId, q.scope, q.category, mineId) : undefined,
  ]);
  // commanders' markers (decision 068): v on vacation, i / I inactive, ghost
  const markers =
    q.scope === 'commanders'
      ? await commanderMarkers(
          db,
          rows.map((r) => r.subject_id),
          now,
        )
      : new Map();
  const view = (r: { subject_id: string; name: string; score: number; rank: number }) => ({
    rank: r.rank,
    id: r.subject_id,
    name: r.name,
    score: Number(r.score),
    own: r.subject_id === mineId,
    marker: markers.get(r.subject_id) ?? null,
  });
  return {
    category: q.category,
    scope: q.scope,
    offset,
    total: refresh ? (q.scope === 'commanders' ? refresh.commanders : refresh.alliances) : 0,
    refreshedAt: refresh ? refresh.refreshed_at.getTime() : null,
    entries: rows.map(view),
    me: mine ? view(mine) : null,
  };
}
