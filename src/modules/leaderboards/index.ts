/** Leaderboards: each world's commanders by influence (live), and rankings by category for commanders and alliances. */
export { leaderboardsRouter } from './procedures.ts';
export { battleOutcome, countBattle } from './battles.ts';
export { RANKINGS_TICK_TASK, leaderboardsTasks } from './jobs.ts';
export { refreshWorldRankings } from './refresh.ts';
// the season's victory race and hall of fame read the daily snapshots (decision 069)
export { recordsOf, type SnapshotSubject, snapshotAsOf, snapshotOfDay } from './as-of.ts';
// the open data: a world's rankings whole, and when they were computed
export { allEntries as allRankingEntries, refreshOf as rankingRefreshOf } from './repo.ts';
export { RANKING_CATEGORIES, RANKING_REFRESH_MS } from './categories.ts';
