/**
 * Who hears of a new profile (its base placed), in its transaction (decision 068: inactivity
 * starts watching it). Listeners are set once at start by the composition root.
 */
import type { Trx } from '../../platform/db.ts';

export type ProfileCreatedListener = (trx: Trx, profileId: string, now: number) => Promise<void>;

const listeners: ProfileCreatedListener[] = [];

/** Adds a listener (once: adding the same one again does nothing). */
export function onProfileCreated(l: ProfileCreatedListener): void {
  if (!listeners.includes(l)) listeners.push(l);
}

export async function profileCreated(trx: Trx, profileId: string, now: number): Promise<void> {
  for (const l of listeners) await l(trx, profileId, now);
}
