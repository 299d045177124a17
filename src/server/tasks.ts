/** Every module's graphile-worker tasks, composed once. */
import { mailTasks } from '../modules/mail/index.ts';
import { buildTaskList, type JobDeps } from '../platform/jobs.ts';

export function taskList(deps: JobDeps) {
  return buildTaskList(deps, [mailTasks]);
}
