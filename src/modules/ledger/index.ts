/** The evidence ledger: what moved in each base, when and why; the owner reads their own, support any. */
export { ledgerRouter } from './procedures.ts';
export { difference, ledgerObserver, recordChange, recordMove } from './service.ts';
export {
  entriesToRevert,
  eventsRecordedTwice,
  flowsOfDay,
  markReverted,
  moversOfDay,
  netMoversOfDay,
  type RevertPredicate,
  unitsOfDay,
} from './repo.ts';
export { searchWorldLedger, type WorldLedgerFilter, worldKinds, worldLedgerQuery } from './search.ts';
