/**
 * Who hears of a sign-in, in its transaction (decision 068: a returning commander's base comes
 * back from inactivity). Listeners are set once at start by the composition root.
 */
import type { Trx } from '../../platform/db.ts';

export type SignInListener = (trx: Trx, accountId: string, now: number) => Promise<void>;

const listeners: SignInListener[] = [];

/** Adds a listener (once: adding the same one again does nothing). */
export function onSignIn(l: SignInListener): void {
  if (!listeners.includes(l)) listeners.push(l);
}

export async function signedIn(trx: Trx, accountId: string, now: number): Promise<void> {
  for (const l of listeners) await l(trx, accountId, now);
}
