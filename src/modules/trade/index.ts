/** Trade between commanders and with the galaxy's underworld: today the smuggler's den (dice wagers for credits). */
export { tradeRouter } from './procedures.ts';
