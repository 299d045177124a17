/**
 * One process: migrate, seed, start the worker (unless IN_PROCESS_WORKER=false) and serve HTTP.
 * `bun run dev` and `bun run start` land here; `bun run worker` runs worker.ts alone.
 */
import { sealStoredTotpSecrets } from '../modules/accounts/index.ts';
import { stopPresenceWrites } from '../modules/alerts/index.ts';
import { config } from '../platform/config.ts';
import { createDb } from '../platform/db.ts';
import { startWorker } from '../platform/jobs.ts';
import { loadSecretsKey } from '../platform/secret-box.ts';
import { requestStats } from '../platform/request-stats.ts';
import { TimelineAlarm } from '../platform/timeline-alarm.ts';
import { createApp } from './app.ts';
import { databaseClock } from './clock.ts';
import { databaseUrls, migrateDirect } from './database.ts';
import { seed } from './seed.ts';
import { createServices } from './services.ts';
import { CRONTAB, sweepOnStart, taskList } from './tasks.ts';

loadSecretsKey();
const { url, directUrl, pooled } = await databaseUrls();
// migrations take a session of their own: on the direct URL when DATABASE_URL goes through a pooler
await migrateDirect(directUrl);
const handle = createDb(url, { max: 20, pooled, directUrl });
await sealStoredTotpSecrets(handle.db);
const clock = await databaseClock(handle);
const services = await createServices(handle, { clock });
await seed(handle.db, services.clock.now());
if (config.inProcessWorker) await sweepOnStart(handle.db);
const worker = config.inProcessWorker
  ? await startWorker(directUrl, taskList({ db: handle.db, clock }), 4, CRONTAB)
  : null;
// events apply at their due time even when nobody reads the base (graphile-worker alone polls)
const alarm = worker ? new TimelineAlarm(handle.db, handle.listenSql, clock) : null;
await alarm?.start();

const app = createApp(services).listen({ port: config.port, hostname: '0.0.0.0' });
// this process's request counts join the shared per-minute figures /control shows
const stopStats = requestStats.start(handle.db);
console.log(`Ephoran Frontier is running on http://localhost:${config.port}  (admin: ${config.adminUsername})`);

async function shutdown() {
  await app.stop();
  await stopStats();
  await stopPresenceWrites();
  await alarm?.stop();
  await worker?.stop();
  clock.stop();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
