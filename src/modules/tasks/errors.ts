import { defineErrors } from '../../platform/errors.ts';

/** The tasks module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: tasksCatalogue, raise: tasksError } = defineErrors({
  TASK_NOT_FINISHED: ['This task is not finished yet', 'CONFLICT'],
  TASK_CLAIMED: ['This reward was already claimed', 'CONFLICT'],
  TASK_UNKNOWN: 'Unknown error, contact support',
});
