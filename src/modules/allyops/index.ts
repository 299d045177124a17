/** The alliance operations planner (decision 071): targets, a landing second, each member's launch second. */
export { allyOpsRouter } from './procedures.ts';
export { allyOpsCatalogue } from './errors.ts';
export { operationReminderKind } from './service.ts';
