/** Selective revert: undo chosen ledger entries with compensating corrections, audited (decision 065). */
export { revertsRouter } from './procedures.ts';
export { revertsCatalogue } from './errors.ts';
export { MAX_REVERT_ENTRIES } from './service.ts';
