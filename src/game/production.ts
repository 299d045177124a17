/**
 * Resources over time, lazily: a snapshot (amounts, the sub-unit remainder, rates, caps, when it
 * was settled) and the amounts at any later instant, computed exactly in integers. Settling twice
 * gives the same amounts as settling once over the same span (the remainder carries forward).
 */
import { emptyResources, RESOURCES, type Resources } from './resources.ts';

export const HOUR_MS = 3_600_000;

export interface ResourceSnapshot {
  amounts: Resources;
  /** sub-unit production carried forward, in unit·ms/h (0 ≤ r < HOUR_MS for a growing amount) */
  remainder: Resources;
  /** net rate per hour (may be negative: food upkeep) */
  ratePerHour: Resources;
  /** storage caps; production stops at the cap, a cap never removes what is already stored */
  capacity: Resources;
  /** epoch ms */
  settledAt: number;
}

/** Amounts and remainder at `at` (never before `settledAt`). */
export function settleResources(snap: ResourceSnapshot, at: number): { amounts: Resources; remainder: Resources } {
  const dt = Math.max(0, at - snap.settledAt);
  const amounts = emptyResources();
  const remainder = emptyResources();
  for (const k of RESOURCES) {
    const rate = snap.ratePerHour[k];
    const have = snap.amounts[k];
    const cap = snap.capacity[k];
    if (rate > 0 && have >= cap) {
      amounts[k] = have; // over the cap (e.g. plunder, a crate): nothing more is produced, nothing lost
      continue;
    }
    const scaled = snap.remainder[k] + rate * dt;
    const whole = Math.floor(scaled / HOUR_MS);
    let amount = have + whole;
    let rest = scaled - whole * HOUR_MS;
    if (rate > 0 && amount >= cap) {
      amount = cap;
      rest = 0;
    }
    if (amount <= 0 && rate <= 0) {
      amount = Math.max(0, amount);
      rest = 0;
    }
    amounts[k] = amount;
    remainder[k] = rest;
  }
  return { amounts, remainder };
}

/** The amounts at `at`: what the browser counts up live, with the server's own function. */
export function resourcesAt(snap: ResourceSnapshot, at: number): Resources {
  return settleResources(snap, at).amounts;
}

/**
 * How long from `snap.settledAt` until a resource is full (growing) or empty (shrinking), in ms;
 * null when it never will be (no change, already there).
 */
export function msUntilLimit(snap: ResourceSnapshot, kind: keyof Resources): number | null {
  const rate = snap.ratePerHour[kind];
  const have = snap.amounts[kind];
  if (rate > 0 && have < snap.capacity[kind])
    return Math.ceil(((snap.capacity[kind] - have) * HOUR_MS - snap.remainder[kind]) / rate);
  if (rate < 0 && have > 0) return Math.ceil((have * HOUR_MS + snap.remainder[kind]) / -rate);
  return null;
}

/** What a stretch of time made and ate, per resource (decision 090): produced − eaten = the change. */
export interface Flows {
  /** gross production: what the buildings made that reached the stores or the units' mouths */
  produced: Resources;
  /** upkeep: what the units at home and the guests ate (food only) */
  eaten: Resources;
}

/**
 * The flows of one settle from `snap` to `at` (the amounts `settleResources` gave), with `upkeep` the
 * food eaten per hour inside the net rate (0 where the snapshot's rates read nothing: a frozen base,
 * a ghost). Units eat all the time: where the net rate grows the stores, the farms fed them and the
 * rest went to the stores (or spilled at the cap, never counted); where it shrinks them, the farms
 * made their gross rate and the units ate that and what the stores lost — up to what there was, as
 * stores stop at zero. Fractions are kept (a base settled every minute eats less than one unit a
 * time): the sums over a day are exact, and produced − eaten is the stores' change exactly.
 */
export function flowsOf(snap: ResourceSnapshot, upkeep: Partial<Resources>, amounts: Resources, at: number): Flows {
  const hours = Math.max(0, at - snap.settledAt) / HOUR_MS;
  const produced = emptyResources();
  const eaten = emptyResources();
  for (const k of RESOURCES) {
    const u = upkeep[k] ?? 0;
    const change = amounts[k] - snap.amounts[k];
    if (snap.ratePerHour[k] > 0) {
      eaten[k] = u * hours;
      produced[k] = change + eaten[k];
    } else {
      produced[k] = (snap.ratePerHour[k] + u) * hours;
      eaten[k] = produced[k] - change;
    }
  }
  return { produced, eaten };
}
