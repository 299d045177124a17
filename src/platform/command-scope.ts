/**
 * Which player's command this code runs for, if any: set by the tRPC middleware around a mutation,
 * read by the kernel when it locks the commander's base, so a rule about who may act now (a frozen
 * base on vacation) is checked again under the base's lock, where no other command can slip past it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface CommandScope {
  /** the command changes nothing in the world (chat, reports, settings, ending a vacation) */
  calm: boolean;
  /** a sitter's command on the owner's base: the sitter's own profile id (decision 066) */
  sitter?: string;
}

const scope = new AsyncLocalStorage<CommandScope>();

export const runAsCommand = <T>(s: CommandScope, f: () => T): T => scope.run(s, f);

/** The command being run, or undefined for reads, jobs and the timeline. */
export const currentCommand = (): CommandScope | undefined => scope.getStore();

/** The sitter giving the command being run, if a sitter gives it (decision 066). */
export const currentSitter = (): string | undefined => scope.getStore()?.sitter;
