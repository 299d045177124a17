/** The season's task: one step of a world's closing sequence, at its instant by the injected clock. */
import type { TaskFactory } from '../../platform/jobs.ts';
import { runStep, SEASON_STEP_TASK, type SeasonStep } from './steps.ts';

export const seasonTasks: TaskFactory = (deps) => ({
  [SEASON_STEP_TASK]: async (payload) => {
    const { worldId, step } = payload as { worldId: string; step: SeasonStep };
    await runStep(deps.db, worldId, step, deps.clock.now());
  },
});
