/**
 * Inactive commanders (decisions 055 and 068): markers `v`, `i`, `I` and ghosts on the map, in the
 * rankings and on public pages; the timeline's warnings, ghost step and removal, each once; and
 * the way back at the next sign-in.
 */
export { absencesOf, markersOf } from './markers.ts';
export { inactivityTimelineKind, INACTIVITY_EVENT } from './steps.ts';
export { inactivityTasks, lookAt } from './jobs.ts';
export { comeBackOnSignIn, watchCommander } from './watch.ts';
