/**
 * Which bases a transaction holds: the bases module's lock records them, and nothing writes an event
 * on a base, or one that touches a base, without holding it (`assertLocked`).
 */
import type { Trx } from './db.ts';

const held = new WeakMap<object, Set<string>>();

let outOfOrder = 0;

/**
 * How many base locks this process has taken below a base the same transaction already held: each is
 * a deadlock waiting for its partner. The settle engine promises none (tests read this).
 */
export const outOfOrderLocks = (): number => outOfOrder;

/** Records that `trx` holds the row locks of these bases (the bases module's lock does this). */
export function noteLocked(trx: Trx, baseIds: Iterable<string>): void {
  const set = held.get(trx) ?? new Set<string>();
  let top: string | undefined;
  for (const id of set) if (top === undefined || id > top) top = id;
  // one statement locks its rows in id order (uuid order is the order of their lowercase text)
  for (const id of [...baseIds].sort()) {
    if (set.has(id)) continue;
    if (top !== undefined && id < top) outOfOrder++;
    set.add(id);
    top = top === undefined || id > top ? id : top;
  }
  held.set(trx, set);
}

/** Forgets locks a rolled-back savepoint released. */
export function forgetLocked(trx: Trx, baseIds: Iterable<string>): void {
  const set = held.get(trx);
  if (set) for (const id of baseIds) set.delete(id);
}

export const heldLocks = (trx: Trx): ReadonlySet<string> => held.get(trx) ?? new Set();

export function assertLocked(trx: Trx, baseId: string, what: string): void {
  if (!heldLocks(trx).has(baseId)) throw new Error(`${what} on base ${baseId} without holding its lock`);
}
