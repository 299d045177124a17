/**
 * A base's horizon: the instant its world's clock stops (the season's end, decision 069). A settle
 * applies no event due after it and lets the base produce up to it only, however late it runs: a
 * closed world keeps the state it had at its end. The composition root tells the kernel where the
 * horizons come from (the worlds module); without it, no base has one.
 */
import type { Executor } from '../platform/db.ts';
import type { BaseRow } from './store.ts';

/** The horizon of each of these bases that has one (epoch ms), by base id. */
export type HorizonSource = (ex: Executor, rows: readonly BaseRow[]) => Promise<Map<string, number>>;

let source: HorizonSource = async () => new Map();

/** The composition root names where the bases' horizons come from, once. */
export function setHorizonSource(s: HorizonSource): void {
  source = s;
}

export const horizonsOf = (ex: Executor, rows: readonly BaseRow[]) =>
  rows.length === 0 ? Promise.resolve(new Map<string, number>()) : source(ex, rows);
