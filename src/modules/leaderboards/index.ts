/** Leaderboards: each world's commanders ranked by influence. */
export { leaderboardsRouter } from './procedures.ts';
