/**
 * Plunder: what surviving attackers carry home (by carry capacity, spread over the kinds in
 * proportion to what is there), and how a rally's members share it (by their surviving carry).
 */
import { emptyResources, type ResourceKind, type Resources } from './resources.ts';
import { apportion, sumCounts, whole } from './shares.ts';
import { UNIT_IDS, UNITS, type UnitCounts } from './units.ts';

/** Resources plunder can take (never credits). */
export const PLUNDER_KINDS = [
  'food',
  'steel',
  'energy',
  'astromite',
  'quantarite',
] as const satisfies readonly ResourceKind[];

/** Total plunder the units can carry home (UNITS[id].carry × count). */
export const carryCapacity = (units: UnitCounts) =>
  UNIT_IDS.reduce((sum, id) => sum + whole(units[id]) * UNITS[id].carry, 0);

/**
 * What the surviving attackers carry home from `available` (what plunder may take, e.g. from
 * `plunderable`): everything if it fits, otherwise their carry capacity split over the kinds in
 * proportion to what is available (whole amounts, largest remainders get the odd units). Never
 * credits, never more than available or than they can carry. Only a winning attacker plunders;
 * that is the caller's decision (`winner === 'attacker'`).
 */
export function plunderOf(survivors: UnitCounts, available: Resources): Resources {
  const capacity = carryCapacity(survivors);
  const out = emptyResources();
  const avail = Object.fromEntries(PLUNDER_KINDS.map((k) => [k, whole(available[k])])) as Record<
    (typeof PLUNDER_KINDS)[number],
    number
  >;
  const sum = PLUNDER_KINDS.reduce((s, k) => s + avail[k], 0);
  if (sum <= capacity) {
    for (const k of PLUNDER_KINDS) out[k] = avail[k];
    return out;
  }
  const share = (k: (typeof PLUNDER_KINDS)[number]) => (avail[k] / sum) * capacity;
  for (const k of PLUNDER_KINDS) out[k] = Math.min(avail[k], Math.floor(share(k)));
  const byRemainder = [...PLUNDER_KINDS].sort(
    (a, b) => share(b) - Math.floor(share(b)) - (share(a) - Math.floor(share(a))),
  );
  let left = capacity - PLUNDER_KINDS.reduce((s, k) => s + out[k], 0);
  // float rounding with huge amounts may leave more than one unit per kind, or overshoot
  while (left !== 0) {
    const before = left;
    for (const k of byRemainder) {
      const step = left > 0 && out[k] < avail[k] ? 1 : left < 0 && out[k] > 0 ? -1 : 0;
      out[k] += step;
      left -= step;
    }
    if (left === before) break;
  }
  return out;
}

/**
 * Plunder for a rally: what all `survivors` (one entry per attacking owner) carry home from
 * `available` (`plunderOf` of their sum), shared out by each owner's surviving carry capacity.
 * Each owner's share is `apportion`ed from the total by carry (so never above its carry), then
 * filled kind by kind in proportion to what is still left of each kind (so the shares of a kind add
 * up to the total of that kind). Whole amounts, never credits; owner order breaks ties.
 */
export function sharePlunder(
  survivors: readonly UnitCounts[],
  available: Resources,
): { total: Resources; shares: Resources[] } {
  const total = plunderOf(sumCounts(survivors), available);
  const amounts = apportion(
    PLUNDER_KINDS.reduce((s, k) => s + total[k], 0),
    survivors.map((u) => carryCapacity(u)),
  );
  const left = PLUNDER_KINDS.map((k) => total[k]);
  const shares = amounts.map((amount) => {
    const share = emptyResources();
    const byKind = apportion(amount, left);
    PLUNDER_KINDS.forEach((k, j) => {
      share[k] = byKind[j] ?? 0;
      left[j] = (left[j] ?? 0) - share[k];
    });
    return share;
  });
  return { total, shares };
}
