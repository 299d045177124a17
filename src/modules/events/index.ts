/** Galaxy events: scheduled per world, joined, ranked live, closed and paid once. */
export { eventsRouter } from './procedures.ts';
export { eventTasks } from './service.ts';
export { eventsCatalogue } from './errors.ts';
