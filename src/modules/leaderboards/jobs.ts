/** The rankings' periodic work: each minute, every world whose rankings are due is computed again. */
import type { TaskFactory } from '../../platform/jobs.ts';
import { refreshDueRankings } from './refresh.ts';

export const RANKINGS_TICK_TASK = 'leaderboards/tick';

export const leaderboardsTasks: TaskFactory = (deps) => ({
  [RANKINGS_TICK_TASK]: async () => {
    await refreshDueRankings(deps.db, deps.clock.now());
  },
});
