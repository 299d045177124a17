/**
 * Production and upkeep, handed over as a base is saved (decision 090): what time produced and ate in
 * it since it was read (`BaseState.accrued`, per UTC day), to whoever counts them — the economy page,
 * set by the composition root. The accrued flows are emptied as they are handed over, so a state saved
 * twice in one transaction counts its time once; a state never saved (a read, a settle that changed
 * nothing) counts nothing, and the next save counts that time from the stored snapshot.
 */
import type { Flows } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import type { BaseState } from '../../game/index.ts';
import { worldOfBase } from './repo.ts';

export interface BaseFlows {
  worldId: string;
  baseId: string;
  /** UTC day (YYYY-MM-DD) → what was produced and eaten that day */
  days: Record<string, Flows>;
}
export type BaseFlowsListener = (trx: Trx, f: BaseFlows) => Promise<void>;

const listeners: BaseFlowsListener[] = [];

/** Registers a listener once (the composition root does). */
export function onBaseFlows(l: BaseFlowsListener): void {
  if (!listeners.includes(l)) listeners.push(l);
}

/** A base's world never changes: noted from every row read, so a save asks nothing more. */
const worldOf = new Map<string, string>();
export const noteWorld = (baseId: string, worldId: string) => {
  if (worldOf.get(baseId) !== worldId) worldOf.set(baseId, worldId);
};

/** Takes the state's accrued flows (emptying them) and hands them to the listeners. */
export async function handOverFlows(trx: Trx, baseId: string, state: BaseState): Promise<void> {
  const acc = state.accrued;
  if (!acc) return;
  const days = { ...acc };
  for (const day of Object.keys(acc)) delete acc[day];
  if (listeners.length === 0 || Object.keys(days).length === 0) return;
  let worldId = worldOf.get(baseId);
  if (!worldId) {
    worldId = (await worldOfBase(trx, baseId)) ?? undefined;
    if (!worldId) return;
    noteWorld(baseId, worldId);
  }
  for (const l of listeners) await l(trx, { worldId, baseId, days });
}
