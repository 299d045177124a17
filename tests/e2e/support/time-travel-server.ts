/**
 * A browser-test server whose clock the test moves: the real app (same schema, same static client,
 * same sockets) on its own fresh database and a world of speed 1, with a ManualClock instead of the
 * database's clock. graphile-worker runs the jobs that are due by the game clock (runDueJobs, as the
 * integration tests do), every 200 ms and after each move. Test-only route, on this server only:
 *   POST /__test/advance {"ms": n}  → moves the clock n ms forward, runs what fell due, answers {now}.
 * Started by a spec (tests/e2e/first-hour.spec.ts), never by the app.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ensureEmbeddedPostgres } from '../../../src/platform/embedded-pg.ts';
import { TEST_ENV } from '../../support/test-env.ts';
import { createMigratedDatabase } from './template-db.ts';

const server = process.env.DATABASE_URL
  ? (() => {
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = '/postgres';
      return u.toString();
    })()
  : await ensureEmbeddedPostgres({
      dir: '.data/pg-test',
      port: Number(process.env.TEST_PG_PORT ?? 54330),
      database: 'postgres',
      fsync: false,
    });

const name = `e2e_clock_${randomBytes(5).toString('hex')}`;
// a copy of the migrated template: the migrations below (main.ts's for this server) find nothing to do
await createMigratedDatabase(server, name);
const url = new URL(server);
url.pathname = `/${name}`;
// the spec's fixtures (support/db.ts pointDbAt) write into this database
writeFileSync(`.data/e2e-clock-db-${process.env.PORT}`, url.toString());
Object.assign(process.env, TEST_ENV, {
  DATABASE_URL: url.toString(),
  RATE_LIMIT: '100000',
  SEED_WORLD_SPEED: '1',
  // a newcomer as on a real world: behind the beginner's shield, which pirates do not care about
  BEGINNER_SHIELD_HOURS: '72',
  PUBLIC_URL: `http://localhost:${process.env.PORT}`,
});

// imported after the environment is set: config reads it once
const { ManualClock } = await import('../../../src/platform/clock.ts');
const { createDb } = await import('../../../src/platform/db.ts');
const { runDueJobs } = await import('../../../src/platform/jobs.ts');
const { migrateToLatest } = await import('../../../src/platform/migrate.ts');
const { loadSecretsKey } = await import('../../../src/platform/secret-box.ts');
const { createApp } = await import('../../../src/server/app.ts');
const { seed } = await import('../../../src/server/seed.ts');
const { createServices } = await import('../../../src/server/services.ts');
const { taskList } = await import('../../../src/server/tasks.ts');

loadSecretsKey();
const handle = createDb(url.toString(), { max: 10 });
await migrateToLatest(handle.db, url.toString());
const clock = new ManualClock(Date.now());
const services = await createServices(handle, { clock });
await seed(handle.db, clock.now());
const tasks = taskList({ db: handle.db, clock });

// one runner at a time: the loop and a move never interleave
let running: Promise<unknown> = Promise.resolve();
const runDue = () => {
  running = running
    .then(() =>
      runDueJobs({ db: handle.db, connectionString: url.toString(), taskList: tasks, clock, until: clock.now() }),
    )
    .catch((e) => console.error(e));
  return running;
};
const loop = setInterval(() => void runDue(), 200);

const app = createApp(services)
  .post('/__test/advance', async ({ body }) => {
    const ms = Number((body as { ms?: unknown } | null)?.ms);
    if (!Number.isFinite(ms) || ms < 0) return new Response('ms: a number ≥ 0', { status: 400 });
    await running;
    clock.advance(ms);
    await runDue();
    return { now: clock.now() };
  })
  .listen({ port: Number(process.env.PORT), hostname: '127.0.0.1' });
console.log(`time-travel test server on ${app.server?.port}`);

// on the spec's signal: no more job runs, then out — closing the pool is best effort, never a reason to linger
const stop = async () => {
  clearInterval(loop);
  setTimeout(() => process.exit(0), 2000).unref();
  await Promise.race([running, new Promise((r) => setTimeout(r, 1000))]);
  await app.stop(true).catch(() => {});
  await handle.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
