/**
 * A world's closing sequence (decision 069), run by graphile-worker at the instants counted from
 * the world's opening, by the injected clock: registration closes, the final week begins, the daily
 * leader of the victory race is noted, and at the end the world closes and its hall of fame is
 * written. The leaders and the hall read the world's daily ranking snapshots (the leaderboards'
 * history), each step taking the snapshot of its instant when the day's was taken before it. Each step claims its row in `season_steps` in the transaction that does it, so a retried
 * or doubled job does nothing the second time.
 */
import { victoryHolder } from '../../game/index.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { enqueue } from '../../platform/jobs.ts';
import { raiseAlert } from '../alerts/index.ts';
import { alliancesWithMembers } from '../alliances/index.ts';
import { type SnapshotSubject, recordsOf, snapshotAsOf, snapshotOfDay } from '../leaderboards/index.ts';
import { closeRegistration, findWorld, profilesOfWorld, seasonOf, type WorldSeason } from '../worlds/index.ts';
import { claimStep, dailyLeaders, insertHallEntries, insertHallWorld } from './repo.ts';

export const SEASON_STEP_TASK = 'season/step';
const DAY = 86_400_000;

export type SeasonStep = 'registration-closes' | 'final-week' | 'end' | `day:${number}`;

/** When a step falls due in this season. */
export function stepDueAt(s: WorldSeason, step: SeasonStep): number {
  if (step === 'registration-closes') return s.registrationClosesAt;
  if (step === 'final-week') return s.finalWeekAt;
  if (step === 'end') return s.endsAt;
  return s.startsAt + Number(step.slice(4)) * DAY;
}

const stepKey = (worldId: string, step: SeasonStep) => `season:${worldId}:${step.startsWith('day:') ? 'day' : step}`;

async function enqueueStep(ex: Executor, worldId: string, s: WorldSeason, step: SeasonStep) {
  await enqueue(ex, SEASON_STEP_TASK, { worldId, step }, { runAt: stepDueAt(s, step), jobKey: stepKey(worldId, step) });
}

/** Puts a new world's sequence on the timeline (a world without end has none). */
export async function scheduleSeason(ex: Executor, world: Parameters<typeof seasonOf>[0] & { id: string }) {
  const s = seasonOf(world);
  if (!s) return;
  await enqueueStep(ex, world.id, s, 'registration-closes');
  await enqueueStep(ex, world.id, s, 'final-week');
  await enqueueStep(ex, world.id, s, 'end');
  if (s.lengthDays > 1) await enqueueStep(ex, world.id, s, 'day:1');
}

/** The alliance leading the world's victory ranking in a snapshot (null: none scores yet). */
function leaderOf(s: WorldSeason, snapshot: SnapshotSubject[]): string | null {
  const category = s.victoryKind === 'vault-ranking' ? 'vault' : 'influence';
  const top = snapshot.find((x) => x.scope === 'alliances' && x.ranks[category] === 1);
  return top && (top.scores[category] ?? 0) > 0 ? top.id : null;
}

/** The world's rankings as of `at` from its snapshots (one taken now when the day's is older). */
async function snapshotAt(db: Db, worldId: string, at: number, now: number) {
  return snapshotOfDay(db, worldId, await snapshotAsOf(db, worldId, at, now));
}

/** Runs one step, once; a step not yet due (the world's opening moved) is put back for its time. */
export async function runStep(db: Db, worldId: string, step: SeasonStep, now: number): Promise<'done' | 'not-due'> {
  const world = await findWorld(db, worldId);
  const s = world ? seasonOf(world) : null;
  if (!world || !s) return 'done';
  const dueAt = stepDueAt(s, step);
  if (now < dueAt) {
    await enqueueStep(db, worldId, s, step);
    return 'not-due';
  }
  const at = new Date(dueAt);
  if (step === 'registration-closes')
    await db.transaction().execute(async (trx) => {
      if (await claimStep(trx, worldId, step, at)) await closeRegistration(trx, worldId);
    });
  else if (step === 'final-week')
    await db.transaction().execute(async (trx) => {
      if (!(await claimStep(trx, worldId, step, at))) return;
      const commanders = await profilesOfWorld(trx, worldId);
      await raiseAlert(trx, {
        profileIds: commanders.map((c) => c.id),
        kind: 'event',
        sourceId: worldId,
        data: { type: 'season-final-week', endsAt: s.endsAt },
        at: dueAt,
        expiresAt: s.endsAt,
      });
    });
  else if (step === 'end') await endWorld(db, worldId, s, at, now);
  else {
    const day = Number(step.slice(4));
    const leader = leaderOf(s, await snapshotAt(db, worldId, dueAt, now));
    await db.transaction().execute(async (trx) => {
      if (!(await claimStep(trx, worldId, step, at, leader))) return;
      if (day + 1 < s.lengthDays) await enqueueStep(trx, worldId, s, `day:${day + 1}`);
    });
  }
  return 'done';
}

/**
 * The end: the final rankings as of the last snapshot (taken at the end if the day's is older; the
 * world stands still from its end, so a later one is the same), the winner and each commander's
 * record over the snapshots, frozen once.
 */
async function endWorld(db: Db, worldId: string, s: WorldSeason, at: Date, now: number) {
  const snapshot = await snapshotAt(db, worldId, at.getTime(), now);
  const [records, alliances, commanders, world] = await Promise.all([
    recordsOf(db, worldId),
    alliancesWithMembers(db, worldId),
    profilesOfWorld(db, worldId),
    findWorld(db, worldId),
  ]);
  if (!world) return;
  const leader = leaderOf(s, snapshot);
  const names = new Map<string, string>(commanders.map((c) => [c.id, c.username]));
  for (const a of alliances) names.set(a.id, `[${a.tag}] ${a.name}`);
  await db.transaction().execute(async (trx) => {
    if (!(await claimStep(trx, worldId, 'end', at, leader))) return;
    const winnerId = victoryHolder(await dailyLeaders(trx, worldId), s.holdDays, s.afterDay);
    await closeRegistration(trx, worldId);
    await insertHallWorld(trx, {
      world_id: worldId,
      name: world.name,
      started_at: new Date(s.startsAt),
      ended_at: at,
      length_days: s.lengthDays,
      victory_kind: s.victoryKind,
      victory_hold_days: s.holdDays,
      victory_after_day: s.afterDay,
      winner_id: winnerId,
      winner_name: winnerId ? (names.get(winnerId) ?? null) : null,
      commanders: snapshot.filter((x) => x.scope === 'commanders').length,
    });
    await insertHallEntries(trx, hallRows(worldId, snapshot, records, names, alliances));
  });
}

function hallRows(
  worldId: string,
  snapshot: SnapshotSubject[],
  records: Awaited<ReturnType<typeof recordsOf>>,
  names: Map<string, string>,
  alliances: Awaited<ReturnType<typeof alliancesWithMembers>>,
) {
  const allianceName = new Map<string, string>();
  for (const a of alliances) for (const m of a.members) allianceName.set(m, `[${a.tag}] ${a.name}`);
  return snapshot.map((x) => {
    const record = records.get(`${x.scope}:${x.id}`);
    return {
      world_id: worldId,
      scope: x.scope,
      subject_id: x.id,
      name: names.get(x.id) ?? '',
      alliance_name: x.scope === 'commanders' ? (allianceName.get(x.id) ?? null) : null,
      // the place a hall of fame lists them in: by influence
      rank: x.ranks.influence ?? 0,
      scores: Object.fromEntries(Object.entries(x.scores).map(([k, v]) => [k, Math.round(v)])),
      ranks: x.ranks,
      best_ranks: record?.best ?? x.ranks,
      days: record?.days ?? 1,
    };
  });
}
