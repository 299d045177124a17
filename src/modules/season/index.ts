/**
 * The season (decision 069): a world's closing sequence on graphile-worker's timeline by the
 * injected clock, the closed world's refusal of orders, and the hall of fame it leaves.
 */
export { seasonRouter } from './procedures.ts';
export { seasonGuard } from './guard.ts';
export { seasonTasks } from './jobs.ts';
export { scheduleSeason, SEASON_STEP_TASK } from './steps.ts';
export { seasonCatalogue } from './errors.ts';
