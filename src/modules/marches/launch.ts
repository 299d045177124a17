/**
 * The one send funnel: from a base already locked and settled, every normal check (the target as it
 * is now, its kind of march, the shield, the march slots, the units and their seats), the units out
 * of the garrison, the march row and its arrival. A command (`sendMarch`) saves the state it
 * returns; a timeline handler (a repeat order sending a fleet that came home) returns it.
 */
import {
  activeBoosts,
  type BaseState,
  baseStats,
  statsAt,
  checkMarch,
  isAsteroid,
  isOccupiable,
  shieldAllows,
  slotsInUse,
  type UnitCounts,
  withoutCatchUp,
} from '../../game/index.ts';
import type { BaseRow, SettledBase } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { objectNow } from '../galaxy/index.ts';
import type { worldOfProfile } from '../worlds/index.ts';
import { refuseIfSharedNetwork } from '../social/index.ts';
import { refuseIfPact } from '../diplomacy/index.ts';
import { refuseIfProtected } from '../protection/index.ts';
import { sittingErrors } from '../sitting/index.ts';
import { currentSitter } from '../../platform/command-scope.ts';
import { marchesErrors, marchRefusal } from './errors.ts';
import { type Schedule, scheduleArrival } from './legs.ts';
import { heldByOther, OCCUPY } from './occupying.ts';
import { allied, checkRoomAt, REINFORCE } from './reinforcements.ts';
import { activeMarches } from './repo.ts';
import { insertMarch } from './store.ts';

/** What a fleet does at each kind of target it may fly to. */
const MARCH_KIND: Record<string, 'attack' | 'gather' | 'raid'> = {
  'pirate-ship': 'attack',
  'astromite-asteroid': 'gather',
  'quantarite-asteroid': 'gather',
  'solar-system': 'raid',
};

export interface Sender {
  profileId: string;
  world: Awaited<ReturnType<typeof worldOfProfile>>;
  row: BaseRow;
  state: BaseState;
  /** the commander's base at the target, locked and settled with the sender's */
  defender?: SettledBase;
}

/** Checks and launches a fleet from a settled base; returns the march and the base's state after it. */
export async function launchFleet(
  trx: Trx,
  from: Sender,
  input: { x: number; y: number; units: UnitCounts; mode?: 'gather' | 'occupy' },
  now: number,
  schedule: Schedule,
) {
  const { profileId, world, row, state, defender } = from;
  const enemy = defender?.row;
  const target = enemy
    ? {
        x: enemy.x,
        y: enemy.y,
        kind: 'solar-system' as const,
        level: defender?.state.buildings['command-center'] ?? 0,
      }
    : await objectNow(trx, world, { x: input.x, y: input.y }, now, profileId);
  // a base of a commander in my alliance is reinforced, any other commander's base is raided
  let kind: string | undefined =
    enemy && (await allied(trx, profileId, enemy.profile_id))
      ? REINFORCE
      : target
        ? MARCH_KIND[target.kind]
        : undefined;
  // stations, unknown objects and secret bases are held; an asteroid is held when asked (else mined)
  if (!enemy && target && isOccupiable(target.kind) && (input.mode === 'occupy' || !isAsteroid(target.kind)))
    kind = OCCUPY;
  if (input.mode === 'occupy' && kind !== OCCUPY) throw marchesErrors.badTarget();
  if (!target || !kind) throw marchesErrors.badTarget();
  // nor does it hold an object for the owner (decision 066)
  if (currentSitter() && kind === OCCUPY) throw sittingErrors.cannot();
  if (enemy) await refuseIfSharedNetwork(trx, profileId, enemy.profile_id, kind === 'raid' ? 'raid' : 'reinforce');
  // no attack on a member of an alliance ours has a pact with (decision 070); checked again at the arrival
  if (enemy && kind === 'raid') await refuseIfPact(trx, profileId, enemy.profile_id, 'raid', now);
  // behind its own shield a base sends nothing against another commander (pirates and asteroids are fair game)
  // taking an object another commander holds is a move against them too
  const against = kind === 'raid' || (kind === OCCUPY && (await heldByOther(trx, world.worldId, profileId, target)));
  if (!shieldAllows(state, now, against ? 'against-commander' : 'peaceful')) throw marchesErrors.shielded();
  const out = await activeMarches(trx, profileId);
  const slots = statsAt(state, row.speed, now).marchSlots;
  const check = checkMarch(state, row, target, input.units, slotsInUse(out), slots, row.speed);
  if (!check.ok) throw marchRefusal(check);
  // the bash limit and strength protection (decision 067), under the target base's lock
  if (kind === 'raid' && defender)
    await refuseIfProtected(trx, {
      attackerId: profileId,
      target: defender.row,
      landsAt: now + check.travelMs,
      states: { attacker: state, target: defender.state },
    });
  if (kind === REINFORCE && defender) await checkRoomAt(trx, defender, check.units, now);
  const units: UnitCounts = { ...state.units };
  for (const [id, n] of Object.entries(check.units))
    units[id as keyof UnitCounts] = (units[id as keyof UnitCounts] ?? 0) - (n ?? 0);
  const launched = await insertMarch(trx, {
    profile_id: profileId,
    base_id: row.id,
    world_id: world.worldId,
    kind,
    status: 'marching',
    target_x: target.x,
    target_y: target.y,
    target_kind: target.kind,
    target_level: target.level,
    units: check.units as Record<string, number>,
    departs_at: new Date(now),
    arrives_at: new Date(now + check.travelMs),
    updated_at: new Date(now),
    target_base_id: enemy?.id ?? null,
    // a raid (or a reinforcement) fights with the stats the fleet left with: no other base is read at its arrival
    attacker_stats:
      enemy || kind === OCCUPY
        ? baseStats(state.buildings, state.research, {}, row.speed, activeBoosts(state.boosts, now)).units
        : null,
  });
  // a raid arrives on the defender's timeline: applied in due order with the defender's own events,
  // and it sends the fleet home to the sender's timeline
  const arrival = (await scheduleArrival(
    trx,
    launched,
    { baseId: enemy?.id ?? row.id, startsAt: now, dueAt: now + check.travelMs, touches: [row.id] },
    schedule,
  )) as { dueAt?: number } | undefined;
  // a world running slow (decision 056) writes the arrival later than asked: the answer, the pushes
  // and the defender's alerts say the time the event has (the row's copy has followed it)
  const march = arrival?.dueAt ? { ...launched, arrives_at: new Date(arrival.dueAt) } : launched;
  // the first attack on a player ends a late joiner's catch-up bonus for good (decision 069)
  const boosts = kind === 'raid' && enemy ? withoutCatchUp(state.boosts) : state.boosts;
  return { march, state: { ...state, units, boosts } };
}
