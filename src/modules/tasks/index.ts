/** Tasks: the spec's goals with their progress, each reward claimable once (or all at once). */
export { tasksRouter } from './procedures.ts';
export { tasksCatalogue } from './errors.ts';
