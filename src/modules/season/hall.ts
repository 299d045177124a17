/**
 * The hall of fame: what each closed world left behind, public (no sign-in): its winner, its
 * alliances and commanders in their final places, each commander's record in every category.
 */
import type { Executor } from '../../platform/db.ts';
import { seasonErrors } from './errors.ts';
import { type HallEntryRow, type HallWorldRow, hallEntries, hallWorld, hallWorlds } from './repo.ts';

/** A hall lists at most this many of each scope. */
export const HALL_LIST_MAX = 100;

const worldSummary = (w: HallWorldRow) => ({
  worldId: w.world_id,
  name: w.name,
  startedAt: w.started_at.getTime(),
  endedAt: w.ended_at.getTime(),
  lengthDays: w.length_days,
  victoryKind: w.victory_kind,
  holdDays: w.victory_hold_days,
  afterDay: w.victory_after_day,
  winnerId: w.winner_id,
  winnerName: w.winner_name,
  commanders: w.commanders,
});
export type HallWorld = ReturnType<typeof worldSummary>;

const entry = (e: HallEntryRow) => ({
  id: e.subject_id,
  name: e.name,
  allianceName: e.alliance_name,
  rank: e.rank,
  days: e.days,
  records: Object.entries(e.scores).map(([category, score]) => ({
    category,
    score: Number(score),
    rank: Number(e.ranks[category] ?? 0),
    best: Number(e.best_ranks[category] ?? e.ranks[category] ?? 0),
  })),
});
export type HallEntry = ReturnType<typeof entry>;

export async function listHalls(ex: Executor) {
  return (await hallWorlds(ex)).map(worldSummary);
}

export async function readHall(ex: Executor, worldId: string) {
  const w = await hallWorld(ex, worldId);
  if (!w) throw seasonErrors.hallNotFound();
  const [alliances, commanders] = await Promise.all([
    hallEntries(ex, worldId, 'alliances', HALL_LIST_MAX),
    hallEntries(ex, worldId, 'commanders', HALL_LIST_MAX),
  ]);
  return { world: worldSummary(w), alliances: alliances.map(entry), commanders: commanders.map(entry) };
}
