/**
 * What the shared rate limiter costs a request: `RateLimiter.take` (one upsert in PostgreSQL)
 * timed alone, one at a time and with 32 in flight, over many clients and over one hot client.
 * `bun bench/rate-limit.ts` (a fresh database on the test PostgreSQL; TEST_PG_PORT, default 54330).
 */
import { randomBytes } from 'node:crypto';
import { connectPostgres, createDb } from '../src/platform/db.ts';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../src/platform/embedded-pg.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { RateLimiter } from '../src/platform/rate-limit.ts';
import { createApp } from '../src/server/app.ts';
import { seed } from '../src/server/seed.ts';
import { createServices } from '../src/server/services.ts';

const N = Number(process.env.BENCH_TAKES ?? 5000);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const r3 = (n: number) => Math.round(n * 1000) / 1000;

const server = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString()
  : await ensureEmbeddedPostgres({
      dir: '.data/pg-test',
      port: Number(process.env.TEST_PG_PORT ?? 54330),
      database: 'postgres',
    });
const dbName = `bench_rl_${randomBytes(4).toString('hex')}`;
await createDatabaseIfMissing(server, dbName);
const url = Object.assign(new URL(server), { pathname: `/${dbName}` }).toString();
const handle = createDb(url, { max: 20 });
await migrateToLatest(handle.db, url);
const limiter = new RateLimiter(handle.db, 1e9, 10_000);

async function run(label: string, inFlight: number, key: (i: number) => string) {
  for (let i = 0; i < 200; i++) await limiter.take(key(i), Date.now()); // warm-up
  const lat: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < N) {
        const i = next++;
        const a = performance.now();
        await limiter.take(key(i), Date.now());
        lat.push(performance.now() - a);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const out = {
    label,
    inFlight,
    takes: N,
    perSecond: Math.round(N / secs),
    p50ms: r3(pct(lat, 50)),
    p99ms: r3(pct(lat, 99)),
  };
  console.log(JSON.stringify(out));
}

await run('many clients, sequential', 1, (i) => `10.0.${(i >> 8) & 255}.${i & 255}`);
await run('many clients, 32 in flight', 32, (i) => `10.1.${(i >> 8) & 255}.${i & 255}`);
await run('one client, 32 in flight (one hot row)', 32, () => '10.2.0.1');
// the same in context: a small GraphQL read through app.handle, with the shared limiter and with none
class NoLimit extends RateLimiter {
  override async take() {
    return true;
  }
}
const services = await createServices(handle, { listen: false });
await seed(handle.db, Date.now(), false);
const body = JSON.stringify({ query: '{ worlds { id } }' });
async function perRequest(limiter: RateLimiter) {
  const app = createApp(services, { rateLimit: limiter, peerAddress: () => '10.3.0.1' });
  const call = () =>
    app.handle(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
  for (let i = 0; i < 300; i++) await (await call()).text();
  const t0 = performance.now();
  for (let i = 0; i < 2000; i++) await (await call()).text();
  return (performance.now() - t0) / 2000;
}
const rounds: { shared: number; none: number }[] = [];
for (let r = 0; r < 3; r++)
  rounds.push({
    none: await perRequest(new NoLimit(handle.db, 0, 1)),
    shared: await perRequest(new RateLimiter(handle.db, 1e9, 10_000)),
  });
const avg = (k: 'shared' | 'none') => rounds.reduce((a, x) => a + x[k], 0) / rounds.length;
console.log(
  JSON.stringify({
    label: '{ worlds { id } } over app.handle, sequential, ms per request',
    withSharedLimiter: r3(avg('shared')),
    withoutLimiter: r3(avg('none')),
    costMs: r3(avg('shared') - avg('none')),
  }),
);
await handle.close();
const admin = connectPostgres(server, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
await admin.end();
