/**
 * Rallies: a leader opens one against a target with a waiting time, alliance members join with
 * units up to the leader's rally capacity, and when the wait ends they all fly to the target at the
 * slowest unit's speed and fight as one side. The server enforces these rules; /rallies previews
 * them with the same functions.
 */
import { unitTotal } from './marches.ts';
import { HOUR_MS } from './production.ts';
import type { UnitCounts } from './units.ts';

/** Waiting times a leader may choose, in minutes before world speed (a world at speed 2 waits half as long). */
export const RALLY_WAITS = [5, 10, 30, 60] as const;
export type RallyWait = (typeof RALLY_WAITS)[number];
export const isRallyWait = (m: number): m is RallyWait => (RALLY_WAITS as readonly number[]).includes(m);

/** The wait in ms: minutes divided by the world speed, in whole seconds, at least one. */
export const rallyWaitMs = (minutes: RallyWait, worldSpeed = 1) =>
  Math.max(1000, Math.ceil((minutes * (HOUR_MS / 60)) / Math.max(1, worldSpeed) / 1000) * 1000);

/** created: only the leader's units; waiting: others joined; marching: on its way (the battle is fought on arrival); then finished or cancelled. */
export const RALLY_STATES = ['created', 'waiting', 'marching', 'finished', 'cancelled'] as const;
export type RallyState = (typeof RALLY_STATES)[number];
export const isOpenRally = (s: string) => s === 'created' || s === 'waiting';

/** How many more units may join: the capacity less every unit in the rally (the leader's included), never below zero. */
export const rallyRoom = (capacity: number, joined: readonly UnitCounts[]) =>
  Math.max(0, Math.floor(capacity) - joined.reduce((s, u) => s + unitTotal(u), 0));

export type RallyJoinCheck =
  | { ok: true }
  | { ok: false; reason: 'NOT_AVAILABLE' | 'IN_PROGRESS' | 'OWN_RALLY' | 'ALREADY_IN' }
  | { ok: false; reason: 'OVER_CAPACITY'; room: number }
  | { ok: false; reason: 'TOO_LATE'; arrivesAt: number; departsAt: number };

/**
 * May this commander join with `units` (a count already checked by `checkMarch`)? In this order: the
 * rally must exist, be of the joiner's alliance and not be over; not be on its way; not be the
 * joiner's own; the joiner not already in it; the units must fit the room left (refused, never
 * trimmed); and they must reach the leader's base before the rally leaves.
 */
export function checkRallyJoin(input: {
  rally: { state: string; leaderId: string; allianceId: string; capacity: number; departsAt: number } | null;
  joinerId: string;
  joinerAllianceId: string | null;
  /** units of every member still in the rally (joining or waiting), the leader's included */
  members: { profileId: string; units: UnitCounts }[];
  units: UnitCounts;
  /** when the joiner's units would reach the leader's base */
  arrivesAt: number;
}): RallyJoinCheck {
  const { rally } = input;
  if (
    !rally ||
    input.joinerAllianceId === null ||
    rally.allianceId !== input.joinerAllianceId ||
    rally.state === 'finished' ||
    rally.state === 'cancelled'
  )
    return { ok: false, reason: 'NOT_AVAILABLE' };
  if (!isOpenRally(rally.state)) return { ok: false, reason: 'IN_PROGRESS' };
  if (rally.leaderId === input.joinerId) return { ok: false, reason: 'OWN_RALLY' };
  if (input.members.some((m) => m.profileId === input.joinerId)) return { ok: false, reason: 'ALREADY_IN' };
  const room = rallyRoom(
    rally.capacity,
    input.members.map((m) => m.units),
  );
  if (unitTotal(input.units) > room) return { ok: false, reason: 'OVER_CAPACITY', room };
  if (input.arrivesAt >= rally.departsAt)
    return { ok: false, reason: 'TOO_LATE', arrivesAt: input.arrivesAt, departsAt: rally.departsAt };
  return { ok: true };
}
