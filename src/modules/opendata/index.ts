/** Open data: each world's delayed public dump (commanders, alliances, bases, rankings), hourly, as JSON and CSV. */
export { dumpFile, dumpIndex, generateDueDumps, OPEN_DATA_FILES, OPEN_DATA_REFRESH_MS } from './build.ts';
export { OPEN_DATA_TICK_TASK, openDataTasks } from './jobs.ts';
