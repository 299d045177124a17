/**
 * Reinforcements: units an alliance member keeps in another member's base. The host's alliance
 * embassy and its reinforcement-capacity research (`baseStats(...).reinforcementCapacity`) set how
 * many troops may stand in it or fly to it at once; every unit counts as one troop. The server
 * checks a send against it (and again when the fleet lands); the send dialog previews the same.
 */
import { unitTotal } from './marches.ts';
import { whole } from './shares.ts';
import { UNIT_IDS, type UnitCounts } from './units.ts';

/** Troops a reinforcement takes of the host's capacity: all its units. */
export const reinforcementTroops = (units: UnitCounts) => unitTotal(cleanCounts(units));

/** Room left in a host: its capacity less the troops committed to it (stationed or on their way). */
export const reinforcementRoom = (capacity: number, committed: number) =>
  Math.max(0, whole(capacity) - whole(committed));

export type ReinforcementCheck =
  | { ok: true; troops: number; room: number }
  | { ok: false; reason: 'NO_CAPACITY' | 'OVER_CAPACITY'; troops: number; room: number };

/**
 * May `sending` go to (or land in) a host with `capacity` that already has `committed` troops in it
 * or on their way? No embassy (capacity 0): never. Otherwise while the troops fit in the room left.
 * Whether units were chosen and are at home is checkMarch's.
 */
export function checkReinforcement(capacity: number, committed: number, sending: UnitCounts): ReinforcementCheck {
  const troops = reinforcementTroops(sending);
  const room = reinforcementRoom(capacity, committed);
  if (whole(capacity) === 0) return { ok: false, reason: 'NO_CAPACITY', troops, room };
  if (troops > room) return { ok: false, reason: 'OVER_CAPACITY', troops, room };
  return { ok: true, troops, room };
}

/** Unit counts added up; `sign` -1 takes them away (never below zero; empty types dropped). */
export function addUnits(a: UnitCounts, b: UnitCounts, sign: 1 | -1 = 1): UnitCounts {
  const out: UnitCounts = {};
  for (const id of UNIT_IDS) {
    const n = Math.max(0, whole(a[id]) + sign * whole(b[id]));
    if (n > 0) out[id] = n;
  }
  return out;
}

function cleanCounts(u: UnitCounts): UnitCounts {
  const out: UnitCounts = {};
  for (const id of UNIT_IDS) if (whole(u[id]) > 0) out[id] = whole(u[id]);
  return out;
}
