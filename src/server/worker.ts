/** The worker alone (`bun run worker`): for running timed work in its own processes. */
import { systemClock } from '../platform/clock.ts';
import { createDb } from '../platform/db.ts';
import { startWorker } from '../platform/jobs.ts';
import { migrateToLatest } from '../platform/migrate.ts';
import { databaseUrl } from './database.ts';
import { CRONTAB, sweepOnStart, taskList } from './tasks.ts';

const url = await databaseUrl();
const handle = createDb(url, { max: 10 });
await migrateToLatest(handle.db, url);
await sweepOnStart(handle.db);
const runner = await startWorker(url, taskList({ db: handle.db, clock: systemClock }), 4, CRONTAB);
console.log('worker running');
const stop = async () => {
  await runner.stop();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await runner.promise;
