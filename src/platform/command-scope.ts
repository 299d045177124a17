/**
 * Which player's command this code runs for, if any: set by the tRPC middleware around a mutation,
 * read by the kernel when it locks the commander's base, so a rule about who may act now (a frozen
 * base on vacation) is checked again under the base's lock, where no other command can slip past it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Trx } from './db.ts';

export interface CommandScope {
  /** the command changes nothing in the world (chat, reports, settings, ending a vacation) */
  calm: boolean;
  /** a sitter's command on the owner's base: the sitter's own profile id (decision 066) */
  sitter?: string;
  /**
   * The sitter's grant checked again in the transaction that holds the owner's base lock (decision
   * 066): throws when it ended or was revoked since the gate let the command in.
   */
  recheckSitter?: (trx: Trx) => Promise<void>;
  /** the profile whose base the sitter acts on */
  sittingFor?: string;
  /** set once the grant was checked under the owner's base lock */
  rechecked?: boolean;
  /** set once the sitter's command was written to the owner's sitting log, in that transaction */
  logged?: boolean;
}

const scope = new AsyncLocalStorage<CommandScope>();

export const runAsCommand = <T>(s: CommandScope, f: () => T): T => scope.run(s, f);

/** The command being run, or undefined for reads, jobs and the timeline. */
export const currentCommand = (): CommandScope | undefined => scope.getStore();

/** The sitter giving the command being run, if a sitter gives it (decision 066). */
export const currentSitter = (): string | undefined => scope.getStore()?.sitter;

/**
 * Called by the kernel as soon as it holds base locks for a command: when a sitter gives the command
 * and the owner's base is among them, the sitter's grant must still be in force (read under the lock
 * and the grant row's share lock, so a revoke that commits first refuses the command, and one that
 * comes after waits for it).
 */
export async function recheckUnderLock(trx: Trx, lockedProfiles: Iterable<string>): Promise<void> {
  const s = scope.getStore();
  if (!s?.sitter || !s.recheckSitter || !s.sittingFor) return;
  for (const p of lockedProfiles)
    if (p === s.sittingFor) {
      await s.recheckSitter(trx);
      s.rechecked = true;
      return;
    }
}
