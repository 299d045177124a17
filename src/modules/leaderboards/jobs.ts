/**
 * The rankings' periodic work, each minute by the injected clock: every world whose rankings are due
 * is computed again, and a world without today's snapshot gets it.
 */
import type { TaskFactory } from '../../platform/jobs.ts';
import { snapshotDueDays } from './history.ts';
import { refreshDueRankings } from './refresh.ts';

export const RANKINGS_TICK_TASK = 'leaderboards/tick';

export const leaderboardsTasks: TaskFactory = (deps) => ({
  [RANKINGS_TICK_TASK]: async () => {
    const now = deps.clock.now();
    await refreshDueRankings(deps.db, now);
    await snapshotDueDays(deps.db, now);
  },
});
