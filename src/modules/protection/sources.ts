/**
 * Attacks in flight, by the modules that fly them (decision 067): the marches module's raids and
 * portal raids, the rallies module's rallies. Each registers how to list those on their way to a
 * base (the composition root, once), so this module counts them without importing theirs.
 */
import type { Executor } from '../../platform/db.ts';

/** An attack on its way to a base: who sends it and when it lands (a rally: its leader, as planned). */
export interface AttackInFlight {
  attackerId: string;
  landsAt: number;
  marchId?: string;
  rallyId?: string;
}

/** The base attacked: its id and its world's speed (a rally not yet on its way is timed by it). */
export interface AttackedBase {
  id: string;
  speed: number;
}

export type AttackSource = (ex: Executor, base: AttackedBase) => Promise<AttackInFlight[]>;

const sources: AttackSource[] = [];

/** Declares where attacks in flight are found (the composition root; a source once). */
export function registerAttackSources(list: AttackSource[]): void {
  for (const s of list) if (!sources.includes(s)) sources.push(s);
}

/** Every attack in flight to the base, from every source. */
export async function attacksInFlight(ex: Executor, base: AttackedBase): Promise<AttackInFlight[]> {
  const all: AttackInFlight[] = [];
  for (const s of sources) all.push(...(await s(ex, base)));
  return all;
}
