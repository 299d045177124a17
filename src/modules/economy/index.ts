/** The economy of a world's day, read from the evidence ledger, for /control. */
export { economyRouter } from './procedures.ts';
export { economyOfDay } from './service.ts';
