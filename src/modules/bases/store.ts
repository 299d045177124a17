/**
 * The bases module owns the `bases` table; the kernel locks and settles its rows through this store,
 * handed over by the composition root (`setBaseStore`).
 */
import type { BaseStore } from '../../kernel/index.ts';
import {
  type BaseRow,
  baseIdOfProfile,
  baseIdsOfProfile,
  lockBaseOfProfile,
  lockBases,
  readBaseOfProfileWithEvents,
  saveBaseState,
} from './repo.ts';
import { fromState, toState } from './state.ts';

declare module '../../kernel/index.ts' {
  interface Register {
    baseRow: BaseRow;
  }
}

export const basesStore: BaseStore = {
  lockBases,
  lockBaseOfProfile,
  baseIdsOfProfile,
  baseIdOfProfile,
  readBaseOfProfileWithEvents: (ex, profileId, upTo) => readBaseOfProfileWithEvents(ex, profileId, upTo),
  toState,
  save: (trx, baseId, state) => saveBaseState(trx, baseId, fromState(state)),
};
