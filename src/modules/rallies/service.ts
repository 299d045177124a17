/**
 * Rallies: open, join, leave, cancel, and what /rallies shows. Every command locks, in id order and
 * in one call, the leader's base, the target's base, every member's base and the caller's, then the
 * rally row, and re-reads the members under those locks (docs/decisions/020-rallies.md): the
 * departure event on the leader's timeline names them all in `touches`, so a join re-schedules it
 * and must hold every base it names. The members are read again under the leader's lock (joins
 * take it), and the kernel's lock closure grows by any member who joined since, in id order, in the
 * same transaction. Every command runs in the caller's transaction (opened by the procedure or job).
 */
import { refuseIfPact } from '../diplomacy/index.ts';
import {
  isOccupiable,
  activeBoosts,
  baseStats,
  statsAt,
  checkMarch,
  checkRallyJoin,
  isOpenRally,
  isRallyWait,
  shieldAllows,
  type RallyWait,
  rallyWaitMs,
  travelMs,
  type UnitCounts,
  unitTotal,
  withUnits,
  withoutCatchUp,
} from '../../game/index.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { cancelEvent, pendingEventsFor } from '../../platform/timeline.ts';
import { raiseAlert } from '../alerts/index.ts';
import { membersOf, membershipOf } from '../alliances/index.ts';
import { basePositionOfProfile, findBaseAt } from '../bases/index.ts';
import { announceChange, lockAndSettleProfileWith, type SettledBase, saveState } from '../../kernel/index.ts';
import { objectNow } from '../galaxy/index.ts';
import {
  basesToHoldFor,
  cancelArrival,
  flyHome,
  heldByOther,
  launchMarch,
  type MarchRow,
  marchesErrors,
  marchRefusal,
  marchSlotsInUse,
  ralliesJoinedBy,
  scheduleArrival,
  updateMarch,
} from '../marches/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { ralliesErrors } from './errors.ts';
import { refuseIfProtected } from '../protection/index.ts';
import { rallyLandsAt } from './in-flight.ts';
import { findRally, insertRally, openRalliesAmong, openRalliesLedBy, type RallyRow, updateRally } from './repo.ts';

import { announceRally, RALLY_EVENT, type RallyLeg, rescheduleDeparture, underRallyLocks } from './held.ts';

export { RALLY_EVENT, type RallyLeg } from './held.ts';

/**
 * What a rally may be opened against, by the kind of the object at the spot; besides these, an
 * object another commander holds (its holder's fleet is fought in timeline.ts `arrive`).
 */
const RALLY_TARGETS = new Set(['pirate-ship', 'solar-system']);

const unitsOf = (input: Record<string, number>): UnitCounts => input as UnitCounts;

/** Opens a rally: the leader's units leave the garrison at once and wait at home for the others. */
export async function createRally(
  trx: Trx,
  profileId: string,
  input: { x: number; y: number; waitMinutes: number; units: Record<string, number> },
  now: number,
) {
  const me = await membershipOf(trx, profileId);
  if (!me) throw ralliesErrors.creationFailed('not in an alliance');
  if (!isRallyWait(input.waitMinutes)) throw ralliesErrors.creationFailed('waiting time');
  const world = await worldOfProfile(trx, profileId);
  const found = await findBaseAt(trx, world.worldId, input.x, input.y);
  if (found?.profile_id === profileId) throw ralliesErrors.creationFailed('own base');
  if (found && (await membershipOf(trx, found.profile_id))?.alliance_id === me.alliance_id)
    throw ralliesErrors.creationFailed('an ally');
  // the target holds what its contingency rules write to with it (the departure touches them)
  const { mine: b, others } = await lockAndSettleProfileWith(trx, profileId, found ? [found.id] : [], now, {
    alsoHold: (t) => (found ? basesToHoldFor(t, found.id) : Promise.resolve([])),
  });
  const enemy = found ? others.get(found.id)?.row : undefined;
  if (found && (enemy?.x !== input.x || enemy?.y !== input.y)) throw ralliesErrors.creationFailed('target moved');
  // a base on vacation cannot be attacked (decision 055): not by a rally either
  if (enemy && others.get(enemy.id)?.state.frozenSince !== undefined) throw marchesErrors.onVacation();
  // no rally against a pact partner's (or an allied alliance's) member (decision 070)
  if (enemy) await refuseIfPact(trx, profileId, enemy.profile_id, 'rally', now);
  const target = enemy
    ? {
        x: enemy.x,
        y: enemy.y,
        kind: 'solar-system',
        level: others.get(enemy.id)?.state.buildings['command-center'] ?? 0,
      }
    : await objectNow(trx, world, { x: input.x, y: input.y }, now, profileId);
  // an object another commander (not of the alliance) holds is a target too: the rally fights the holder's fleet
  const heldObject =
    !enemy && !!target && isOccupiable(target.kind) && (await heldByOther(trx, world.worldId, profileId, target));
  if (!target || (!RALLY_TARGETS.has(target.kind) && !heldObject)) throw ralliesErrors.creationFailed('target');
  if (!shieldAllows(b.state, now, enemy || heldObject ? 'against-commander' : 'peaceful'))
    throw marchesErrors.shielded();
  const stats = statsAt(b.state, b.row.speed, now);
  const check = checkMarch(
    b.state,
    b.row,
    target,
    unitsOf(input.units),
    await marchSlotsInUse(trx, profileId),
    stats.marchSlots,
    b.row.speed,
  );
  if (!check.ok) throw marchRefusal(check);
  if (unitTotal(check.units) > stats.rallyCapacity) throw ralliesErrors.full(stats.rallyCapacity);
  const departsAt = now + rallyWaitMs(input.waitMinutes as RallyWait, b.row.speed);
  // a rally on a commander's base is one attack of the alliance: the bash limit and strength
  // protection (decision 067), under the target base's lock, timed as the leader's units would land
  const targeted = enemy ? others.get(enemy.id) : undefined;
  if (targeted)
    await refuseIfProtected(trx, {
      attackerId: profileId,
      target: targeted.row,
      landsAt: rallyLandsAt(departsAt, b.row, targeted.row, check.units, b.row.speed),
      states: { attacker: b.state, target: targeted.state },
    });
  // a rally against a player is an attack on one: a late joiner's catch-up bonus ends (decision 069)
  const boosts = enemy ? withoutCatchUp(b.state.boosts) : b.state.boosts;
  await saveState(trx, b.row.id, { ...b.state, units: withUnitsLess(b.state.units, check.units), boosts });
  const rally = await insertRally(trx, {
    world_id: world.worldId,
    alliance_id: me.alliance_id,
    leader_profile_id: profileId,
    leader_base_id: b.row.id,
    target_x: target.x,
    target_y: target.y,
    target_kind: target.kind,
    target_level: target.level,
    target_base_id: enemy?.id ?? null,
    capacity: stats.rallyCapacity,
    status: 'created',
    wait_minutes: input.waitMinutes,
    created_at: new Date(now),
    departs_at: new Date(departsAt),
    updated_at: new Date(now),
  });
  const march = await launchMarch(trx, {
    profile_id: profileId,
    base_id: b.row.id,
    world_id: world.worldId,
    kind: 'rally',
    status: 'waiting',
    target_x: target.x,
    target_y: target.y,
    target_kind: target.kind,
    target_level: target.level,
    units: check.units as Record<string, number>,
    departs_at: new Date(now),
    arrives_at: new Date(departsAt),
    updated_at: new Date(now),
    target_base_id: enemy?.id ?? null,
    // each member fights with the stats its units left home with (as a raid does)
    attacker_stats: baseStats(b.state.buildings, b.state.research, {}, b.row.speed, activeBoosts(b.state.boosts, now))
      .units,
    rally_id: rally.id,
    // the rally's seed: every member's march shows the commitment of the battle it goes to (decision 039)
    seed: rally.seed,
  });
  await rescheduleDeparture(trx, rally, [march]);
  await announceChange(trx, b.row);
  await announceRally(trx, rally);
  await alertAlliance(trx, rally, target, enemy?.profile_id ?? null, now);
  return rally.id;
}

/** The leader's allies hear that a rally opened while they can still join it (until it sets off). */
async function alertAlliance(
  trx: Trx,
  rally: RallyRow,
  target: { x: number; y: number },
  enemyId: string | null,
  now: number,
) {
  const members = (await membersOf(trx, rally.alliance_id))
    .map((m) => m.profile_id)
    .filter((id) => id !== rally.leader_profile_id);
  const names = await profileNames(trx, [rally.leader_profile_id, ...(enemyId ? [enemyId] : [])]);
  const where = (enemyId && names.get(enemyId)) || `${target.x}:${target.y}`;
  const data = {
    leader: names.get(rally.leader_profile_id) ?? '',
    target: where,
    departsAt: rally.departs_at.getTime(),
  };
  await raiseAlert(trx, {
    profileIds: members,
    kind: 'rally',
    sourceId: rally.id,
    data,
    at: now,
    expiresAt: rally.departs_at.getTime(),
  });
}

function withUnitsLess(home: UnitCounts, leaving: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...home };
  for (const [id, n] of Object.entries(leaving))
    out[id as keyof UnitCounts] = (out[id as keyof UnitCounts] ?? 0) - (n ?? 0);
  return out;
}

/** Joins a rally of one's alliance: the units fly to the leader's base (`joining`) and wait there (`waiting`). */
export async function joinRally(
  trx: Trx,
  profileId: string,
  rallyId: string,
  wanted: Record<string, number>,
  now: number,
) {
  const mine = await basePositionOfProfile(trx, profileId);
  if (!mine) throw ralliesErrors.notAvailable();
  const seen = await findRally(trx, rallyId);
  const me = await membershipOf(trx, profileId);
  // the cheap refusals before any lock (they are checked again under the locks)
  if (!seen || !me || seen.alliance_id !== me.alliance_id) throw ralliesErrors.notAvailable();
  if (seen.leader_profile_id === profileId) throw ralliesErrors.ownRally();
  return underRallyLocks(trx, rallyId, [mine.id], now, async ({ rally, members, bases }) => {
    const b = bases.get(mine.id);
    const leader = bases.get(rally.leader_base_id);
    if (!b || !leader) throw ralliesErrors.joinFailed();
    const membership = await membershipOf(trx, profileId);
    const stats = statsAt(b.state, b.row.speed, now);
    const early = checkRallyJoin({
      rally: {
        state: rally.status,
        leaderId: rally.leader_profile_id,
        allianceId: rally.alliance_id,
        capacity: rally.capacity,
        departsAt: rally.departs_at.getTime(),
      },
      joinerId: profileId,
      joinerAllianceId: membership?.alliance_id ?? null,
      members: members.map((m) => ({ profileId: m.profile_id, units: {} })),
      units: {},
      arrivesAt: now,
    });
    if (!early.ok) throw joinRefusal(early);
    if (!shieldAllows(b.state, now, rally.target_base_id ? 'against-commander' : 'peaceful'))
      throw marchesErrors.shielded();
    const check = checkMarch(
      b.state,
      b.row,
      leader.row,
      unitsOf(wanted),
      await marchSlotsInUse(trx, profileId),
      stats.marchSlots,
      b.row.speed,
    );
    if (!check.ok) throw marchRefusal(check);
    const arrivesAt = now + check.travelMs;
    const verdict = checkRallyJoin({
      rally: {
        state: rally.status,
        leaderId: rally.leader_profile_id,
        allianceId: rally.alliance_id,
        capacity: rally.capacity,
        departsAt: rally.departs_at.getTime(),
      },
      joinerId: profileId,
      joinerAllianceId: membership?.alliance_id ?? null,
      members: members.map((m) => ({ profileId: m.profile_id, units: m.units as UnitCounts })),
      units: check.units,
      arrivesAt,
    });
    if (!verdict.ok) throw joinRefusal(verdict);
    const boosts = rally.target_base_id ? withoutCatchUp(b.state.boosts) : b.state.boosts;
    await saveState(trx, b.row.id, { ...b.state, units: withUnitsLess(b.state.units, check.units), boosts });
    const march = await launchMarch(trx, {
      profile_id: profileId,
      base_id: b.row.id,
      world_id: rally.world_id,
      kind: 'rally',
      status: 'joining',
      target_x: rally.target_x,
      target_y: rally.target_y,
      target_kind: rally.target_kind,
      target_level: rally.target_level,
      units: check.units as Record<string, number>,
      departs_at: new Date(now),
      arrives_at: new Date(arrivesAt),
      updated_at: new Date(now),
      target_base_id: rally.target_base_id,
      attacker_stats: baseStats(b.state.buildings, b.state.research, {}, b.row.speed, activeBoosts(b.state.boosts, now))
        .units,
      rally_id: rally.id,
      // the rally's seed: every member's march shows the commitment of the battle it goes to (decision 039)
      seed: rally.seed,
    });
    // the units land at the leader's base: their arrival is on its timeline (it writes only the march)
    await scheduleArrival(trx, march, { baseId: rally.leader_base_id, startsAt: now, dueAt: arrivesAt });
    const updated = await updateRally(trx, rally.id, { status: 'waiting', updated_at: new Date(now) });
    await rescheduleDeparture(trx, updated, [...members, march]);
    await announceChange(trx, b.row);
    await announceRally(trx, updated);
    return rally.id;
  });
}

function joinRefusal(check: Exclude<ReturnType<typeof checkRallyJoin>, { ok: true }>) {
  switch (check.reason) {
    case 'NOT_AVAILABLE':
      return ralliesErrors.notAvailable();
    case 'IN_PROGRESS':
      return ralliesErrors.inProgress();
    case 'OWN_RALLY':
      return ralliesErrors.ownRally();
    case 'ALREADY_IN':
      return ralliesErrors.alreadyIn();
    case 'OVER_CAPACITY':
      return ralliesErrors.full(check.room);
    case 'TOO_LATE':
      return ralliesErrors.tooLate();
    default:
      return ralliesErrors.joinFailed();
  }
}

/**
 * Sends one member's units home from a rally that has not left: units still on their way turn
 * around (they fly back as long as they flew), units waiting at the leader's base fly home from
 * there; the leader's own units are home at once. Under `underRallyLocks`.
 */
async function sendHome(trx: Trx, rally: RallyRow, m: MarchRow, bases: Map<string, SettledBase>, now: number) {
  const home = bases.get(m.base_id);
  if (!home) throw ralliesErrors.joinFailed();
  // its landing at the leader's base, not yet applied (and one sent as the rally's own event, before)
  await cancelArrival(trx, m.id);
  const arrival = (await pendingEventsFor(trx, RALLY_EVENT, 'marchId', m.id)).filter(
    (e) => (e.payload as RallyLeg).leg === 'joined',
  );
  for (const e of arrival) await cancelEvent(trx, e);
  if (m.base_id === rally.leader_base_id) {
    await updateMarch(trx, m.id, { status: 'done', updated_at: new Date(now) });
    await saveState(trx, home.row.id, { ...home.state, units: withUnits(home.state.units, m.units as UnitCounts) });
    home.state = { ...home.state, units: withUnits(home.state.units, m.units as UnitCounts) };
    await announceChange(trx, home.row);
    return;
  }
  const leader = bases.get(rally.leader_base_id);
  const flight =
    m.status === 'joining'
      ? Math.max(1000, now - m.departs_at.getTime())
      : travelMs(leader?.row ?? home.row, home.row, m.units as UnitCounts, home.row.speed);
  const returnsAt = now + (Number.isFinite(flight) ? flight : 1000);
  await flyHome(trx, m, { at: now, returnsAt });
  await announceChange(trx, home.row);
}

/** A member takes its units out of a rally that has not left; they fly home (`returning`). */
export async function leaveRally(
  trx: Trx,
  profileId: string,
  rallyId: string,
  now: number,
  opts: { evenIfNotAllied?: boolean } = {},
) {
  const mine = await basePositionOfProfile(trx, profileId);
  if (!mine) throw ralliesErrors.notAvailable();
  return underRallyLocks(trx, rallyId, [mine.id], now, async ({ rally, members, bases }) => {
    const membership = await membershipOf(trx, profileId);
    if (!opts.evenIfNotAllied && membership?.alliance_id !== rally.alliance_id) throw ralliesErrors.notAvailable();
    if (rally.leader_profile_id === profileId) throw ralliesErrors.leaderCannotLeave();
    const m = members.find((x) => x.profile_id === profileId);
    // on its way (its members fly with it) it cannot be left; over, there is nothing to leave
    if (!isOpenRally(rally.status))
      throw rally.status === 'marching' && m ? ralliesErrors.inProgress() : ralliesErrors.notAvailable();
    if (!m) throw ralliesErrors.notMember();
    await sendHome(trx, rally, m, bases, now);
    const rest = members.filter((x) => x.id !== m.id);
    const updated = await updateRally(trx, rally.id, {
      status: rest.length > 1 ? 'waiting' : 'created',
      updated_at: new Date(now),
    });
    await rescheduleDeparture(trx, updated, rest);
    await announceRally(trx, updated, [profileId]);
    return rally.id;
  });
}

/** The leader calls a rally off before it leaves: every member's units go home. */
export async function cancelRally(
  trx: Trx,
  profileId: string,
  rallyId: string,
  now: number,
  opts: { evenIfNotAllied?: boolean } = {},
) {
  return underRallyLocks(trx, rallyId, [], now, async ({ rally, members, bases }) => {
    const membership = await membershipOf(trx, profileId);
    if (!opts.evenIfNotAllied && membership?.alliance_id !== rally.alliance_id) throw ralliesErrors.notAvailable();
    if (rally.leader_profile_id !== profileId) throw ralliesErrors.notLeader();
    if (rally.status === 'marching') throw ralliesErrors.inProgress();
    if (!isOpenRally(rally.status)) throw ralliesErrors.notAvailable();
    for (const m of members) await sendHome(trx, rally, m, bases, now);
    const departure = await pendingEventsFor(trx, RALLY_EVENT, 'rallyId', rally.id);
    for (const e of departure) if ((e.payload as RallyLeg).leg === 'depart') await cancelEvent(trx, e);
    const updated = await updateRally(trx, rally.id, { status: 'cancelled', updated_at: new Date(now) });
    await announceRally(
      trx,
      updated,
      members.map((m) => m.profile_id),
    );
    return rally.id;
  });
}

/**
 * Out of the alliance (left or kicked: the alliances module's member-left task): the commander's
 * units leave every rally of that alliance that has not left, and the rallies it leads are called
 * off. Idempotent: a second run finds nothing left to do. Each rally in a transaction of its own:
 * one that is over meanwhile is refused without undoing the others.
 */
export async function onMemberLeft(
  db: Db,
  left: { profileId: string; allianceId: string },
  now: number,
): Promise<void> {
  for (const r of await openRalliesLedBy(db, left.profileId)) {
    if (r.alliance_id !== left.allianceId) continue;
    await db
      .transaction()
      .execute((trx) => cancelRally(trx, left.profileId, r.id, now, { evenIfNotAllied: true }))
      .catch(ignoreOver);
  }
  for (const r of await openRalliesAmong(db, await ralliesJoinedBy(db, left.profileId))) {
    if (r.alliance_id !== left.allianceId || r.leader_profile_id === left.profileId) continue;
    await db
      .transaction()
      .execute((trx) => leaveRally(trx, left.profileId, r.id, now, { evenIfNotAllied: true }))
      .catch(ignoreOver);
  }
}

/** A rally that left or ended meanwhile: nothing to undo (its own legs bring everyone home). */
function ignoreOver(err: unknown) {
  const code = (err as { code?: string }).code;
  if (code === 'RALLY_IN_PROGRESS' || code === 'RALLY_NOT_AVAILABLE' || code === 'RALLY_NOT_MEMBER') return;
  throw err;
}
