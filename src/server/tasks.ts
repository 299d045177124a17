/** Every module's graphile-worker tasks, composed once. */
import { ALERTS_PRUNE_TASK, alertTasks } from '../modules/alerts/index.ts';
import { basesTasks } from '../modules/bases/index.ts';
import { inactivityTasks } from '../modules/inactivity/index.ts';
import { INVARIANTS_NIGHTLY_TASK, invariantTasks } from '../modules/invariants/index.ts';
import { mailTasks } from '../modules/mail/index.ts';
import { occupyTasks } from '../modules/marches/index.ts';
import { orderTasks } from '../modules/trade/index.ts';
import { eventTasks } from '../modules/events/index.ts';
import { leaderboardsTasks, RANKINGS_TICK_TASK } from '../modules/leaderboards/index.ts';
import { OPEN_DATA_TICK_TASK, openDataTasks } from '../modules/opendata/index.ts';
import { webhookTasks } from '../modules/webhooks/index.ts';
import { seasonTasks } from '../modules/season/index.ts';
import { DILATION_TASK, worldsDilationTasks } from '../modules/worlds/index.ts';
import type { Db } from '../platform/db.ts';
import { buildTaskList, enqueue, type JobDeps } from '../platform/jobs.ts';
import { accountErasureTasks } from './account-erasure.ts';
import { memberLeftTasks } from './member-left.ts';
import { registerReportListeners } from './report-listeners.ts';
import { config } from '../platform/config.ts';
import { registerTimeline } from './timeline.ts';

/** Recurring work: the sweep that settles bases whose timeline job was lost (e.g. a killed worker). */
export const CRONTAB = [
  '* * * * * timeline/sweep ?max=1',
  '17 4 * * * timeline/prune ?max=1',
  '*/10 * * * * trade/match-all ?max=1',
  `41 4 * * * ${ALERTS_PRUNE_TASK} ?max=1`,
  `* * * * * ${RANKINGS_TICK_TASK} ?max=1`,
  `* * * * * ${OPEN_DATA_TICK_TASK} ?max=1`,
  `7 3 * * * ${INVARIANTS_NIGHTLY_TASK} ?max=1`,
  // time dilation (decision 056): each world's clock factor, once a minute (unless TIME_DILATION=off)
  ...(config.timeDilation ? [`* * * * * ${DILATION_TASK} ?max=1`] : []),
].join('\n');

/**
 * A worker that starts may follow one that was killed while holding jobs (graphile-worker keeps
 * those locked for hours): sweep every overdue base at once.
 */
export async function sweepOnStart(db: Db): Promise<void> {
  await enqueue(db, 'timeline/sweep', { graceMs: 0 }, { jobKey: 'timeline:sweep-on-start' });
}

export function taskList(deps: JobDeps) {
  registerTimeline();
  registerReportListeners();
  return buildTaskList(deps, [
    mailTasks,
    alertTasks,
    basesTasks,
    memberLeftTasks,
    accountErasureTasks,
    occupyTasks,
    orderTasks,
    eventTasks,
    leaderboardsTasks,
    openDataTasks,
    invariantTasks,
    webhookTasks,
    seasonTasks,
    inactivityTasks,
    worldsDilationTasks,
  ]);
}
