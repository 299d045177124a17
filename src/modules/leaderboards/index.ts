/** Leaderboards: each world's commanders by influence (live), and rankings by category for commanders and alliances. */
export { leaderboardsRouter } from './procedures.ts';
export { countBattle } from './battles.ts';
export { RANKINGS_TICK_TASK, leaderboardsTasks } from './jobs.ts';
export { refreshWorldRankings } from './refresh.ts';
