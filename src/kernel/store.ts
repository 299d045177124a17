/**
 * The rows the kernel locks and settles belong to the bases module: it hands the kernel a store of
 * them once, at start (`setBaseStore`), and tells the type system what a row is by adding `baseRow`
 * to `Register` (TanStack Router's pattern), so the kernel imports no module and every caller still
 * sees the whole row.
 */
import type { CompiledQuery, RawBuilder } from 'kysely';
import type { BaseState } from '../game/index.ts';
import type { Executor, Trx } from '../platform/db.ts';

/** The bases module adds `baseRow: BaseRow` here (`declare module '…/kernel/index.ts'`). */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface Register {}

/** A base row as the module that owns the table declares it. */
export type BaseRow = (Register extends { baseRow: infer R } ? R : unknown) & { id: string; profile_id: string };

/** A statement that locks base rows (FOR NO KEY UPDATE, in id order) and reads them. */
export interface LockStatement {
  compile(): CompiledQuery;
  execute(): Promise<BaseRow[]>;
}

export interface BaseStore {
  /** Locks these bases in id order and reads them. */
  lockBases(trx: Trx, baseIds: string[]): LockStatement;
  /** Locks the profile's base and reads it. */
  lockBaseOfProfile(trx: Trx, profileId: string): LockStatement;
  /** The profile's base's id as an id list for a statement. */
  baseIdsOfProfile(profileId: string): RawBuilder<string[]>;
  baseIdOfProfile(ex: Executor, profileId: string): Promise<string | null>;
  /** The profile's base with its pending events (`pending` json) and whether another base's event on it is due. */
  readBaseOfProfileWithEvents(
    ex: Executor,
    profileId: string,
    upTo: number,
  ): Promise<(BaseRow & { pending: unknown[]; touched_due: boolean }) | undefined>;
  toState(row: BaseRow): BaseState;
  /** Writes a base's state (sent with the transaction's next statement). */
  save(trx: Trx, baseId: string, state: BaseState): Promise<void>;
}

let current: BaseStore | null = null;

/** The composition root hands the kernel the bases module's store, once. */
export function setBaseStore(store: BaseStore): void {
  current = store;
}

export function baseStore(): BaseStore {
  if (!current) throw new Error('the kernel has no base store: the composition root calls setBaseStore first');
  return current;
}
