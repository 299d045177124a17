/**
 * A world's rankings as of an instant, read from its daily snapshots (decision 069; issue 31: the
 * hall of fame reads the same history the profiles' curves do). The snapshot of the instant's day
 * serves when it was taken at or after the instant; else one is taken then, replacing that day's
 * (the later copy is the truer one of the day). The season takes one at each of its days and at its
 * end; a closed world stands still from its end on, so any snapshot taken after it is the final one.
 */
import type { Db, Executor } from '../../platform/db.ts';
import { dayOf } from './history.ts';
import { refreshWorldRankings } from './refresh.ts';
import {
  bestRanksOf,
  deleteHistoryDay,
  historyDay,
  lockWorldRanking,
  retakeSnapshotDay,
  snapshotDayOf,
  snapshotEntries,
} from './repo.ts';

/** Makes sure the world has a snapshot taken at or after `at` for `at`'s day; returns that day. */
export async function snapshotAsOf(db: Db, worldId: string, at: number, now: number): Promise<string> {
  const day = dayOf(at);
  const fresh = async (ex: Executor) => ((await snapshotDayOf(ex, worldId, day))?.taken_at.getTime() ?? -1) >= at;
  if (await fresh(db)) return day;
  await refreshWorldRankings(db, worldId, now);
  await db.transaction().execute(async (trx) => {
    await lockWorldRanking(trx, worldId);
    if (await fresh(trx)) return;
    await retakeSnapshotDay(trx, worldId, day, new Date(now));
    await deleteHistoryDay(trx, worldId, day);
    await snapshotEntries(trx, worldId, day);
  });
  return day;
}

export interface SnapshotSubject {
  scope: 'commanders' | 'alliances';
  id: string;
  scores: Record<string, number>;
  ranks: Record<string, number>;
}

/** Every commander and alliance of the world in the snapshot of `day`, with scores and places. */
export async function snapshotOfDay(ex: Executor, worldId: string, day: string): Promise<SnapshotSubject[]> {
  return (await historyDay(ex, worldId, day)).map((r) => ({
    scope: r.scope as SnapshotSubject['scope'],
    id: r.subject_id,
    scores: Object.fromEntries(Object.entries(r.scores).map(([k, v]) => [k, Number(v)])),
    ranks: Object.fromEntries(Object.entries(r.ranks).map(([k, v]) => [k, Number(v)])),
  }));
}

/** Each subject's record over all the world's snapshots: best place per category, and the days it appears. */
export async function recordsOf(ex: Executor, worldId: string) {
  const out = new Map<string, { best: Record<string, number>; days: number }>();
  for (const r of await bestRanksOf(ex, worldId))
    out.set(`${r.scope}:${r.subject_id}`, {
      best: Object.fromEntries(Object.entries(r.best).map(([k, v]) => [k, Number(v)])),
      days: Number(r.days),
    });
  return out;
}
