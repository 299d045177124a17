/** Marches: fleets sent from a base to a spot of the map (today: attacking pirate ships), and home again. */
export { marchesRouter } from './procedures.ts';
export { fleetsAround, MARCH_EVENT } from './service.ts';
export { marchStatsByWorld } from './repo.ts';
export { marchTimelineKind } from './timeline.ts';
