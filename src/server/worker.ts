/** The worker alone (`bun run worker`): for running timed work in its own processes. */
import { createDb } from '../platform/db.ts';
import { startWorker } from '../platform/jobs.ts';
import { TimelineAlarm } from '../platform/timeline-alarm.ts';
import { databaseClock } from './clock.ts';
import { databaseUrls, migrateDirect } from './database.ts';
import { CRONTAB, sweepOnStart, taskList } from './tasks.ts';

const { url, directUrl, pooled } = await databaseUrls();
await migrateDirect(directUrl);
const handle = createDb(url, { max: 10, pooled, directUrl });
await sweepOnStart(handle.db);
const clock = await databaseClock(handle);
const runner = await startWorker(
  directUrl,
  taskList({ db: handle.db, clock }),
  Number(process.env.WORKER_CONCURRENCY ?? 4),
  CRONTAB,
);
// events apply at their due time even when nobody reads the base (graphile-worker alone polls)
const alarm = new TimelineAlarm(handle.db, handle.listenSql, clock);
await alarm.start();
console.log('worker running');
const stop = async () => {
  await alarm.stop();
  await runner.stop();
  clock.stop();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await runner.promise;
