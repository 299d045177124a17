/** Vacation mode (decision 055): the base frozen while its commander is away, their orders refused. */
export { vacationRouter } from './procedures.ts';
export { vacationGuard } from './guard.ts';
export { vacationTimelineKind } from './service.ts';
export { vacationErrors, VACATION_TEXTS } from './errors.ts';
export { onVacationAmong, vacationSpansOf, vacationsOfWorld } from './repo.ts';
export { vacationCatalogue } from './errors.ts';
