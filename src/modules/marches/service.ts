/**
 * Sending fleets: lock and settle the base → check (src/game checkMarch) → units leave the garrison
 * → the march and its arrival on the base's timeline, in one transaction. Recall turns a fleet on
 * its way out around from where it is.
 */
import { checkScout, shieldAllows, type UnitCounts, unitTotal } from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { cancelEvent, pendingEventsFor, scheduleEvent } from '../../platform/timeline.ts';
import { raiseAlert } from '../alerts/index.ts';
import { findBaseAt } from '../bases/index.ts';
import { announceChange, lockAndSettleProfile, lockAndSettleProfileWith, saveState } from '../../kernel/index.ts';
import { objectNow } from '../galaxy/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { stopGathering } from './gathering.ts';
import { marchesErrors } from './errors.ts';
import { activeMarches, findMarchForUpdate, incomingMarches } from './repo.ts';
import { insertMarch } from './store.ts';
import { announceReinforcements, REINFORCE } from './reinforcements.ts';
import { marchView } from './view.ts';
import { sittingErrors } from '../sitting/index.ts';
import { currentSitter } from '../../platform/command-scope.ts';

import { basesToHoldFor, flyHome, MARCH_EVENT, raidLaunched, recalled, scheduleArrival } from './legs.ts';
import { launchFleet } from './launch.ts';
import { warnAlliance } from './alliance-warning.ts';

/**
 * Sends a fleet, in the transaction its caller opens: the send procedure, a repeat order's first
 * fleet with its order, an operation's wave with its launch.
 */
export async function sendMarch(
  trx: Trx,
  profileId: string,
  input: { x: number; y: number; units: UnitCounts; mode?: 'gather' | 'occupy' },
  now: number,
) {
  const world = await worldOfProfile(trx, profileId);
  // a player's base, or an object of the map; a base is locked with the sender's (its timeline gets the arrival)
  const found = await findBaseAt(trx, world.worldId, input.x, input.y);
  if (found?.profile_id === profileId) throw marchesErrors.badTarget();
  // a sitter's fleet goes to pirates and asteroids only, never to a player's base (decision 066)
  if (found && currentSitter()) throw sittingErrors.cannot();
  // a raid's target holds what its contingency rules will write to (an ally's base) with it
  const { mine: b, others } = await lockAndSettleProfileWith(trx, profileId, found ? [found.id] : [], now, {
    alsoHold: found ? (t) => basesToHoldFor(t, found.id) : undefined,
  });
  const defender = found ? others.get(found.id) : undefined;
  // a base on vacation takes nothing: no raid, no reinforcement (decision 055)
  if (defender && defender.state.frozenSince !== undefined) throw marchesErrors.onVacation();
  const enemy = defender?.row;
  // it moved away (teleport, hyperdrive) between finding it and locking it: nothing wrong with the request
  if (found && (enemy?.x !== input.x || enemy?.y !== input.y)) throw marchesErrors.sendFailed();
  const launched = await launchFleet(trx, { profileId, world, row: b.row, state: b.state, defender }, input, now, (e) =>
    scheduleEvent(trx, e),
  );
  await saveState(trx, b.row.id, launched.state);
  const march = launched.march;
  await announceChange(trx, b.row);
  if (march.kind === 'raid' && enemy) {
    // the defender's incoming attacks heard of it with the launch (store.ts)
    // the defender hears of it while the game is closed (as launched: its arrival is the news)
    const attacker = (await profileNames(trx, [profileId])).get(profileId) ?? '';
    await raiseAlert(trx, {
      profileIds: [enemy.profile_id],
      kind: 'attack',
      sourceId: march.id,
      data: { attacker, arrivesAt: march.arrives_at.getTime() },
      at: now,
      expiresAt: march.arrives_at.getTime(),
    });
    // contingency orders hear of it (legs.ts observers)
    await raidLaunched(trx, march, enemy.id, now);
    // the defender's alliance hears of it: the war room and its alert (decision 070)
    await warnAlliance(trx, {
      defenderId: enemy.profile_id,
      attackerId: profileId,
      sourceId: march.id,
      arrivesAt: march.arrives_at.getTime(),
      at: now,
    });
  }
  if (march.kind === REINFORCE && enemy) await announceReinforcements(trx, [profileId, enemy.profile_id], march.id);
  return marchView(march);
}

/**
 * Turns a fleet home: on its way out it flies back as long as it has flown; at an asteroid it stops
 * mining and brings home what it has mined so far (and a gathering report says how much).
 */
export async function recallMarch(trx: Trx, profileId: string, marchId: string, now: number) {
  // the next leg may sit on another base's timeline (a raid's arrival is the defender's): lock both
  const [peek] = await pendingEventsFor(trx, MARCH_EVENT, 'marchId', marchId);
  const { mine: b } = await lockAndSettleProfileWith(trx, profileId, peek ? [peek.baseId] : [], now);
  const m = await findMarchForUpdate(trx, marchId);
  const refused = () => (m?.kind === 'scout' ? marchesErrors.scoutStopFailed() : marchesErrors.notRecallable());
  // a crossing through the portal is one way until it lands; a convoy delivers what it carries
  if (
    !m ||
    m.profile_id !== profileId ||
    m.kind === 'portal' ||
    m.kind === 'convoy' ||
    (m.status !== 'marching' && m.status !== 'gathering' && m.status !== 'occupying')
  )
    throw refused();
  // arrived: the settle above has fought the battle
  if (m.status === 'marching' && m.arrives_at.getTime() <= now) throw refused();
  const [next] = await pendingEventsFor(trx, MARCH_EVENT, 'marchId', marchId);
  if (!next || next.baseId !== peek?.baseId || !(await cancelEvent(trx, next))) throw refused();
  const flight = m.arrives_at.getTime() - m.departs_at.getTime();
  let returnsAt: number;
  let loot = m.loot;
  if (m.status === 'gathering') {
    returnsAt = now + flight;
    loot = await stopGathering(trx, m, now);
  } else if (m.status === 'occupying') {
    // it lets go of the object (its next payout is cancelled) and flies home
    returnsAt = now + flight;
  } else returnsAt = now + Math.max(1000, now - m.departs_at.getTime());
  // the march is its owner's: its way home goes on the base this command locked
  const back = await flyHome(trx, m, { at: now, returnsAt, loot, released: m.status === 'occupying' });
  // a repeat order whose fleet is called home stops (legs.ts observers)
  await recalled(trx, m, now);
  await announceChange(trx, b.row);
  return marchView(back);
}

/** Raids on their way to the player's base (spec list getIncomingAttacks), with who sends them. */
export async function listIncoming(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const rows = (await incomingMarches(trx, b.row.id)).filter((m) => m.kind !== REINFORCE && m.kind !== 'convoy');
  const names = await profileNames(
    trx,
    rows.map((m) => m.profile_id),
  );
  return rows.map((m) => ({
    id: m.id,
    status: m.status,
    attacker: names.get(m.profile_id) ?? '',
    arrivesAt: m.arrives_at.getTime(),
    units: unitTotal(m.units as UnitCounts),
  }));
}

/** The player's marches away from home, settled to now (a fleet that arrived shows as returning). */
export async function listMarches(trx: Trx, profileId: string, now: number) {
  await lockAndSettleProfile(trx, profileId, now);
  return (await activeMarches(trx, profileId)).map(marchView);
}

/**
 * Sends a scout ship from the intelligence agency to a commander's base or a pirate ship. It takes
 * no units and no march slot; one scout at a time. At a base it lands on that base's timeline.
 */
export async function sendScout(trx: Trx, profileId: string, at: { x: number; y: number }, now: number) {
  const world = await worldOfProfile(trx, profileId);
  const found = await findBaseAt(trx, world.worldId, at.x, at.y);
  if (found?.profile_id === profileId) throw marchesErrors.scoutFailed();
  // a sitter scouts pirates only, never a player (decision 066)
  if (found && currentSitter()) throw sittingErrors.cannot();
  const { mine: b, others } = await lockAndSettleProfileWith(trx, profileId, found ? [found.id] : [], now);
  const scouted = found ? others.get(found.id) : undefined;
  if (scouted && scouted.state.frozenSince !== undefined) throw marchesErrors.onVacation();
  const enemy = scouted?.row;
  if (found && (enemy?.x !== at.x || enemy?.y !== at.y)) throw marchesErrors.scoutFailed();
  const object = enemy ? null : await objectNow(trx, world, at, now, profileId);
  if (enemy?.profile_id === profileId || (!enemy && object?.kind !== 'pirate-ship')) throw marchesErrors.scoutFailed();
  // a scout at a commander's base is a move against them: not from behind a shield
  if (!shieldAllows(b.state, now, enemy ? 'against-commander' : 'peaceful')) throw marchesErrors.shielded();
  const target = enemy
    ? { x: enemy.x, y: enemy.y, kind: 'solar-system', level: scouted?.state.buildings['command-center'] ?? 0 }
    : { x: at.x, y: at.y, kind: 'pirate-ship', level: object?.level ?? 1 };
  const out = await activeMarches(trx, profileId);
  const check = checkScout(b.state, b.row, target, out.filter((x) => x.kind === 'scout').length, b.row.speed);
  if (!check.ok) throw check.reason === 'NO_AGENCY' ? marchesErrors.noAgency() : marchesErrors.scoutFailed();
  const march = await insertMarch(trx, {
    profile_id: profileId,
    base_id: b.row.id,
    world_id: world.worldId,
    kind: 'scout',
    status: 'marching',
    target_x: target.x,
    target_y: target.y,
    target_kind: target.kind,
    target_level: target.level,
    units: {},
    departs_at: new Date(now),
    arrives_at: new Date(now + check.travelMs),
    updated_at: new Date(now),
    target_base_id: enemy?.id ?? null,
    // what the scout can see is set by the agency it left from
    attacker_stats: { agencyLevel: b.state.buildings['intelligence-agency'] ?? 0 },
  });
  await scheduleArrival(trx, march, {
    baseId: enemy?.id ?? b.row.id,
    startsAt: now,
    dueAt: now + check.travelMs,
    touches: [b.row.id],
  });
  await announceChange(trx, b.row);
  return marchView(march);
}

/** Is any fleet of this commander away, or any raid or scout on its way to this base? (A base that moves would strand them.) */
export async function fleetsAround(ex: Executor, profileId: string, baseId: string): Promise<boolean> {
  return (await activeMarches(ex, profileId)).length > 0 || (await incomingMarches(ex, baseId)).length > 0;
}
