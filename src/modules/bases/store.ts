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
import { handOverFlows } from './flows.ts';
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
  // production and upkeep since the stored snapshot go to the economy page with the save (decision 090)
  save: async (trx, baseId, state) => {
    await saveBaseState(trx, baseId, fromState(state));
    await handOverFlows(trx, baseId, state);
  },
};
