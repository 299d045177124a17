/** The open data's periodic work: each minute, by the injected clock, every world whose dump is due. */
import type { TaskFactory } from '../../platform/jobs.ts';
import { generateDueDumps } from './build.ts';

export const OPEN_DATA_TICK_TASK = 'opendata/tick';

export const openDataTasks: TaskFactory = (deps) => ({
  [OPEN_DATA_TICK_TASK]: async () => {
    await generateDueDumps(deps.db, deps.clock.now());
  },
});
