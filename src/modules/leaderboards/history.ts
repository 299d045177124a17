/**
 * History: once a day per world, every commander's and alliance's scores and places are copied from
 * the rankings into `ranking_history` — the day claimed in the same transaction, so a second run on
 * the same day (another worker, a retry) copies nothing. Profiles draw their curves from it.
 */
import { allianceOfCommander } from '../alliances/index.ts';
import { listWorlds, worldOfProfile } from '../worlds/index.ts';
import type { Db } from '../../platform/db.ts';
import { RANKING_CATEGORIES, type RankingScope } from './categories.ts';
import { refreshWorldRankings } from './refresh.ts';
import { claimSnapshotDay, historyOf, lockWorldRanking, refreshOf, snapshotEntries } from './repo.ts';

/** The day of an instant, in UTC (YYYY-MM-DD): a world's day turns at midnight UTC. */
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** How many days a history read covers at most. */
export const HISTORY_DAYS = 90;

/** Takes today's snapshot of every world that has none yet (rankings computed first when stale). */
export async function snapshotDueDays(db: Db, now: number) {
  const taken: string[] = [];
  const day = dayOf(now);
  for (const w of await listWorlds(db)) {
    const last = await refreshOf(db, w.id);
    if (!last || dayOf(last.refreshed_at.getTime()) !== day) await refreshWorldRankings(db, w.id, now);
    const took = await db.transaction().execute(async (trx) => {
      await lockWorldRanking(trx, w.id);
      if (!(await claimSnapshotDay(trx, w.id, day, new Date(now)))) return false;
      await snapshotEntries(trx, w.id, day);
      return true;
    });
    if (took) taken.push(w.id);
  }
  return taken;
}

/**
 * A commander's (or an alliance's) days: by default the reader's own (their alliance's); another
 * subject of the reader's world by id.
 */
export async function readHistory(
  db: Db,
  profileId: string,
  scope: RankingScope,
  subjectId: string | null,
  now: number,
) {
  const world = await worldOfProfile(db, profileId);
  const id =
    subjectId ?? (scope === 'commanders' ? profileId : ((await allianceOfCommander(db, profileId))?.id ?? null));
  if (!id) return { scope, subjectId: null, days: [] };
  const since = dayOf(now - HISTORY_DAYS * 86_400_000);
  const rows = await historyOf(db, world.worldId, scope, id, since);
  return {
    scope,
    subjectId: id,
    days: rows.map((r) => ({
      day: r.day,
      points: RANKING_CATEGORIES.map((c) => ({
        category: c,
        score: Number(r.scores[c] ?? 0),
        rank: Number(r.ranks[c] ?? 0),
      })),
    })),
  };
}
