/** Every module's graphile-worker tasks, composed once. */
import { basesTasks } from '../modules/bases/index.ts';
import { mailTasks } from '../modules/mail/index.ts';
import { buildTaskList, type JobDeps } from '../platform/jobs.ts';

/** Recurring work: the sweep that settles bases whose timeline job was lost (e.g. a killed worker). */
export const CRONTAB = '* * * * * timeline/sweep ?max=1';

export function taskList(deps: JobDeps) {
  return buildTaskList(deps, [mailTasks, basesTasks]);
}
