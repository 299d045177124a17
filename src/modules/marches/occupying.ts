/**
 * Occupying the galaxy (kind `occupy`: `marching` → `occupying` → `returning`): a fleet holds an
 * asteroid, trading station, unknown object or secret base and it pays its holder every hour of game
 * time (src/game/occupation.ts), a `payout` leg on the holder's own timeline with an `occupied
 * reward` report. Another commander's fleet arriving fights the holder (the spot is locked, so two
 * arrivals take turns); the winner holds it, `occupied object` reports to both. The loser's way home
 * must go on its own base's timeline, which the winner's arrival does not hold (the holder can change
 * between sending and arriving, so it cannot be named in `touches`): a job locks that base and writes
 * the leg (`RETURN_LEG_TASK`, idempotent). Decision 021.
 */
import { z } from 'zod';
import {
  createRng,
  isOccupiable,
  type OccupiableKind,
  occupationPayout,
  payoutEveryMs,
  plainStats,
  drawSeed,
  simulateBattle,
  type UnitCounts,
  unitTotal,
} from '../../game/index.ts';
import { type Executor, inTransaction, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import { enqueue, type TaskFactory } from '../../platform/jobs.ts';
import { pendingEventsFor, scheduleEvent } from '../../platform/timeline.ts';
import { lockAndSettle, type TimelineContext } from '../../kernel/index.ts';
import { lockObject } from '../galaxy/index.ts';
import { fileReport, gatherPayout } from '../reports/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { MARCH_EVENT, type MarchLeg } from './legs.ts';
import { allied } from './reinforcements.ts';
import { findMarchForUpdate, type MarchesTables, type MarchRow } from './repo.ts';
import { updateMarch } from './store.ts';

export const OCCUPY = 'occupy';
export const RETURN_LEG_TASK = 'marches/return-leg';

type Ctx = TimelineContext;
type Home = (ctx: Ctx, m: MarchRow, units: UnitCounts, loot: Record<string, number>, at: number) => Promise<unknown>;

const q = (ex: Executor) => tables<MarchesTables>(ex);

/** The fleet holding the object at (x, y) of a world, if any. */
export const holderAt = (ex: Executor, worldId: string, x: number, y: number) =>
  q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('target_x', '=', x)
    .where('target_y', '=', y)
    .where('status', '=', 'occupying')
    .executeTakeFirst();

/**
 * A holder beaten at `at` lets go: its survivors fly home (their leg is written on their own base's
 * timeline by a job: the battle's timeline does not hold that base), or it is gone.
 */
export async function driveOffHolder(trx: Trx, holder: MarchRow, survivors: UnitCounts, at: number) {
  if (unitTotal(survivors) === 0) {
    await updateMarch(trx, holder.id, {
      status: 'done',
      units: {},
      released_at: new Date(at),
      updated_at: new Date(at),
    });
    return;
  }
  const flight = Math.max(1000, holder.arrives_at.getTime() - holder.departs_at.getTime());
  await updateMarch(trx, holder.id, {
    status: 'returning',
    units: survivors as Record<string, number>,
    loot: {},
    returns_at: new Date(at + flight),
    released_at: new Date(at),
    updated_at: new Date(at),
  });
  await enqueue(trx, RETURN_LEG_TASK, { marchId: holder.id });
}

/** What holds the object now, its row locked (call with the spot locked: lockObject). */
export const holderForUpdate = (trx: Trx, worldId: string, x: number, y: number) =>
  tablesTrx<MarchesTables>(trx)
    .selectFrom('marches')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('target_x', '=', x)
    .where('target_y', '=', y)
    .where('status', '=', 'occupying')
    .forUpdate()
    .executeTakeFirst();

export const statsOf = (m: MarchRow) => (m.attacker_stats as ReturnType<typeof plainStats> | null) ?? plainStats();

/** A fleet lands at the object it was sent to hold (on its own base's timeline). */
export async function occupyArrives(ctx: Ctx, m: MarchRow, at: number, home: Home) {
  const { trx, row } = ctx;
  const state = ctx.state;
  const world = await worldOfProfile(trx, m.profile_id);
  const spot = { x: m.target_x, y: m.target_y };
  const target: Record<string, unknown> = { ...spot, kind: m.target_kind, level: m.target_level };
  const units = m.units as UnitCounts;
  const object = await lockObject(trx, world, spot, at);
  if (!object || object.kind !== m.target_kind || !isOccupiable(object.kind)) {
    await fileReport(trx, {
      profileId: m.profile_id,
      kind: 'notice',
      data: { reason: 'target-gone', target, units, marchId: m.id },
      at,
    });
    await home(ctx, m, units, {}, at);
    return { state };
  }
  const holder = await holderForUpdate(trx, m.world_id, spot.x, spot.y);
  let mine = units;
  if (holder) {
    const names = await profileNames(trx, [holder.profile_id, m.profile_id]);
    target.holder = names.get(holder.profile_id) ?? '';
    if (holder.profile_id === m.profile_id || (await allied(trx, holder.profile_id, m.profile_id))) {
      await fileReport(trx, {
        profileId: m.profile_id,
        kind: 'notice',
        data: { reason: 'held-by-friend', target, units, marchId: m.id },
        at,
      });
      await home(ctx, m, units, {}, at);
      return { state };
    }
    const input = {
      attacker: { units, stats: statsOf(m) },
      defender: { units: holder.units as UnitCounts, stats: statsOf(holder) },
    };
    // the arriving fleet's secret, drawn at its launch (decision 039)
    const result = simulateBattle(input, createRng(drawSeed(m.seed)));
    const taken = result.winner === 'attacker';
    const common = {
      engineVersion: result.version,
      seed: m.seed,
      commitment: m.commitment,
      input,
      result,
      target,
      attacker: names.get(m.profile_id) ?? '',
      holder: names.get(holder.profile_id) ?? '',
      outcome: taken ? 'taken' : 'held',
    };
    await fileReport(trx, {
      profileId: m.profile_id,
      kind: 'occupied-object',
      data: { ...common, role: 'attack' },
      at,
    });
    await fileReport(trx, {
      profileId: holder.profile_id,
      kind: 'occupied-object',
      data: { ...common, role: 'defence' },
      at,
    });
    if (!taken) {
      await updateMarch(trx, holder.id, {
        units: result.defender.survivors as Record<string, number>,
        updated_at: new Date(at),
      });
      if (unitTotal(result.attacker.survivors) === 0)
        await updateMarch(trx, m.id, { status: 'done', units: {}, updated_at: new Date(at) });
      else await home(ctx, m, result.attacker.survivors, {}, at);
      return { state };
    }
    await driveOffHolder(trx, holder, result.defender.survivors, at);
    mine = result.attacker.survivors;
  } else {
    await fileReport(trx, {
      profileId: m.profile_id,
      kind: 'occupied-object',
      data: { target, outcome: 'occupied', units },
      at,
    });
  }
  await updateMarch(trx, m.id, {
    status: 'occupying',
    units: mine as Record<string, number>,
    updated_at: new Date(at),
  });
  const leg: MarchLeg = { marchId: m.id, leg: 'payout' };
  await ctx.schedule({
    baseId: row.id,
    kind: MARCH_EVENT,
    payload: leg,
    startsAt: at,
    dueAt: at + payoutEveryMs(row.speed),
  });
  return { state };
}

/** A held object pays its holder (on the holder's timeline) into the holding's claimable occupied-reward report; the next payout an hour of game time later. */
export async function payoutArrives(ctx: Ctx, m: MarchRow | undefined, at: number) {
  const { trx, row, state } = ctx;
  if (m?.kind !== OCCUPY || !isOccupiable(m.target_kind)) return { state };
  // a takeover is applied on the attacker's timeline and may be applied before this payout: a payout
  // due while the fleet still held the object is owed all the same; none after it let go
  const holding = m.status === 'occupying';
  const heldThen = holding || (m.released_at != null && m.released_at.getTime() >= at);
  if (!heldThen) return { state };
  const paid = occupationPayout(m.target_kind as OccupiableKind, m.target_level);
  // what the hour paid gathers on the holding's report, to claim (decisions 027, 044): a full depot
  // loses nothing, and a holding files one report a game day, not one an hour
  await gatherPayout(trx, {
    profileId: m.profile_id,
    marchId: m.id,
    target: { x: m.target_x, y: m.target_y, kind: m.target_kind, level: m.target_level },
    paid,
    at,
    dayMs: 24 * payoutEveryMs(row.speed),
  });
  if (holding) {
    const leg: MarchLeg = { marchId: m.id, leg: 'payout' };
    await ctx.schedule({
      baseId: row.id,
      kind: MARCH_EVENT,
      payload: leg,
      startsAt: at,
      dueAt: at + payoutEveryMs(row.speed),
    });
  }
  return { state };
}

/**
 * The way home of a holder driven off its object, written on its own base's timeline under that
 * base's lock. Run again (a retried job), it writes nothing more: a leg already there is enough.
 */
export const occupyTasks: TaskFactory = (deps) => ({
  [RETURN_LEG_TASK]: async (payload) => {
    const { marchId } = z.object({ marchId: z.string().uuid() }).parse(payload);
    await inTransaction(deps.db, (trx) => writeReturnLeg(trx, marchId, () => deps.clock.now()));
  },
});

/** The return leg of a driven-off holder, on its own base's timeline (`now` read once its base is found). */
async function writeReturnLeg(trx: Trx, marchId: string, clock: () => number): Promise<void> {
  const peek = await q(trx)
    .selectFrom('marches')
    .select(['base_id', 'status'])
    .where('id', '=', marchId)
    .executeTakeFirst();
  if (peek?.status !== 'returning') return;
  const now = clock();
  if (!(await lockAndSettle(trx, peek.base_id, now))) return;
  const m = await findMarchForUpdate(trx, marchId);
  if (m?.status !== 'returning') return;
  const pending = await pendingEventsFor(trx, MARCH_EVENT, 'marchId', marchId);
  if (pending.some((e) => (e.payload as MarchLeg).leg === 'return')) return;
  const leg: MarchLeg = { marchId, leg: 'return' };
  await scheduleEvent(trx, {
    baseId: m.base_id,
    kind: MARCH_EVENT,
    payload: leg,
    startsAt: now,
    dueAt: Math.max(now, m.returns_at?.getTime() ?? now),
  });
}

/** Objects held around a spot, for the map: who holds each, mine or an ally's, and what it pays. */
export async function occupationsAround(ex: Executor, profileId: string, at: { x: number; y: number; radius: number }) {
  const world = await worldOfProfile(ex, profileId);
  const r = Math.max(1, Math.min(20, Math.floor(at.radius)));
  const rows = await q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('world_id', '=', world.worldId)
    .where('status', '=', 'occupying')
    .where('target_x', '>=', at.x - r)
    .where('target_x', '<=', at.x + r)
    .where('target_y', '>=', at.y - r)
    .where('target_y', '<=', at.y + r)
    .execute();
  const names = await profileNames(
    ex,
    rows.map((m) => m.profile_id),
  );
  const out = [];
  for (const m of rows) {
    out.push({
      x: m.target_x,
      y: m.target_y,
      kind: m.target_kind,
      level: m.target_level,
      holder: names.get(m.profile_id) ?? '',
      own: m.profile_id === profileId,
      ally: m.profile_id !== profileId && (await allied(ex, m.profile_id, profileId)),
      units: unitTotal(m.units as UnitCounts),
      since: m.updated_at.getTime(),
    });
  }
  return out;
}

/** Is (x, y) held now by a commander who is not me nor my ally? (Sending there is then a move against a commander.) */
export async function heldByOther(ex: Executor, worldId: string, profileId: string, spot: { x: number; y: number }) {
  const h = await holderAt(ex, worldId, spot.x, spot.y);
  return !!h && h.profile_id !== profileId && !(await allied(ex, h.profile_id, profileId));
}
