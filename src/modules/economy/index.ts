/** The economy of a world's day, read from the evidence ledger, for /control; the stations' board and the world-wide ledger search. */
export { economyRouter } from './procedures.ts';
export { countUnitsLost } from './losses.ts';
export { countProduction } from './production.ts';
export { economyOfDay } from './service.ts';
