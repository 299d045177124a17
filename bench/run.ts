/**
 * `bun run bench` (not a test): the stack on a fresh database, then
 *  1. start-upgrade GraphQL mutations per second end to end, beside a raw postgres.js transaction
 *     doing the same row work, as a ratio, with p50/p99 latency;
 *  2. 100,000 pending timeline events drained by graphile-worker: how late they are applied
 *     (p50/p99) and how many per second.
 * Figures go to bench/results/latest.json. Sizes: BENCH_PLAYERS (2000), BENCH_EVENTS (100000).
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { newBase } from '../src/game/index.ts';
import { createDb } from '../src/platform/db.ts';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../src/platform/embedded-pg.ts';
import { startWorker } from '../src/platform/jobs.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { RateLimiter } from '../src/platform/rate-limit.ts';
import { createApp } from '../src/server/app.ts';
import { seed } from '../src/server/seed.ts';
import { createServices } from '../src/server/services.ts';
import { taskList } from '../src/server/tasks.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function pool<T>(items: T[], n: number, f: (x: T) => Promise<void>) {
  let i = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (i < items.length) await f(items[i++] as T);
  }));
}

// --- a fresh database -----------------------------------------------------------------------
const server = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString()
  : await ensureEmbeddedPostgres({ dir: '.data/pg-test', port: 54330, database: 'postgres' });
const dbName = `bench_${randomBytes(4).toString('hex')}`;
await createDatabaseIfMissing(server, dbName);
const url = Object.assign(new URL(server), { pathname: `/${dbName}` }).toString();
const handle = createDb(url, { max: 40 });
await migrateToLatest(handle.db, url);
const services = await createServices(handle);
await seed(handle.db, Date.now(), false);
const world = await handle.db.selectFrom('worlds').select('id').executeTakeFirstOrThrow();
console.log(`bench database ${dbName}: ${PLAYERS} players, ${EVENTS} events, concurrency ${CONCURRENCY}`);

// --- players: accounts, sessions with a profile entered, bases (set up directly, not measured) ---
const hash = await Bun.password.hash('Secret123', { algorithm: 'argon2id' });
const now0 = Date.now();
const start = newBase(now0);
const tokens: string[] = [];
const baseIds: string[] = [];
for (let from = 0; from < PLAYERS; from += 500) {
  const n = Math.min(500, PLAYERS - from);
  await handle.db.transaction().execute(async (trx) => {
    const accounts = await trx.insertInto('accounts').values(Array.from({ length: n }, (_, i) => ({ username: `bench${from + i}`, email: `b${from + i}@x.test`, password_hash: hash, status: 'active' }))).returning(['id', 'username']).execute();
    const profiles = await trx.insertInto('profiles').values(accounts.map((a) => ({ account_id: a.id, world_id: world.id, username: a.username }))).returning(['id', 'account_id']).execute();
    const bases = await trx
      .insertInto('bases')
      .values(profiles.map((p, i) => ({ profile_id: p.id, world_id: world.id, x: (from + i) % 1000, y: Math.floor((from + i) / 1000), buildings: start.buildings, resources: start.resources, settled_at: new Date(now0) })) as never)
      .returning('id')
      .execute();
    baseIds.push(...bases.map((b) => b.id as string));
    const sessions = await trx.insertInto('sessions').values(profiles.map((p) => ({ account_id: p.account_id, profile_id: p.id }))).returning(['id', 'account_id']).execute();
    for (const [i, s] of sessions.entries()) {
      tokens.push(await services.tokens.sign({ sid: s.id, sub: s.account_id, role: 'player', username: accounts[i]?.username ?? '', authActive: false, lastLogin: null }, Date.now()));
    }
  });
}

// --- 1. start-upgrade over GraphQL, end to end ------------------------------------------------
const app = createApp(services, { rateLimit: new RateLimiter(services.db, 1e9, 1000) }).listen({ port: 0, hostname: '127.0.0.1' });
const endpoint = `http://127.0.0.1:${app.server?.port}/graphql`;
const body = JSON.stringify({ query: 'mutation { startBuildingUpgrade(buildingId: "hydroponic-farm") { id queue { dueAt } } }' });
// the load comes from another process, as a browser's would: the server's event loop is its own
const loadFile = `${tmpdir()}/bench-load-${dbName}.json`;
writeFileSync(loadFile, JSON.stringify({ tokens, body, warmBody: JSON.stringify({ query: '{ base { id } }' }) }));
const load = Bun.spawn(['bun', 'bench/load.ts', endpoint, loadFile, String(CONCURRENCY)], { stdout: 'pipe', stderr: 'inherit' });
const loadOut = JSON.parse(await new Response(load.stdout).text()) as { latencies: number[]; errors: number; seconds: number };
await load.exited;
rmSync(loadFile, { force: true });
const gqlLatency = loadOut.latencies;
const gqlErrors = loadOut.errors;
const gqlSeconds = loadOut.seconds;

// --- 1b. the same row work as one raw postgres.js transaction --------------------------------
await sql`delete from timeline_events`.execute(handle.db);
await sql`delete from graphile_worker._private_jobs`.execute(handle.db);
const rawLatency: number[] = [];
const r0 = performance.now();
await pool(baseIds, CONCURRENCY, async (baseId) => {
  const t = performance.now();
  await handle.sql.begin(async (tx) => {
    const [b] = await tx`select * from bases where id = ${baseId} for update`;
    await tx`select * from timeline_events where base_id = ${baseId} and applied_at is null order by due_at, id`;
    await tx`update bases set resources = ${tx.json(b?.resources)}, settled_at = now(), version = version + 1 where id = ${baseId}`;
    const [e] = await tx`insert into timeline_events (base_id, kind, payload, starts_at, due_at) values (${baseId}, 'building', ${tx.json({ kind: 'building', buildingId: 'hydroponic-farm', level: 2 })}, now(), now() + interval '1 minute') returning id`;
    await tx`select graphile_worker.add_job('timeline/settle', json_build_object('baseId', ${baseId}::text), run_at => now() + interval '1 minute', job_key => ${`timeline:${e?.id}`})`;
  });
  rawLatency.push(performance.now() - t);
});
const rawSeconds = (performance.now() - r0) / 1000;
app.stop();

// --- 2. draining 100,000 timeline events -------------------------------------------------------
await sql`delete from timeline_events`.execute(handle.db);
await sql`delete from graphile_worker._private_jobs`.execute(handle.db);
const perBase = Math.max(1, Math.ceil(EVENTS / baseIds.length));
const windowMs = 20_000;
// enqueued far in the future first (add_job for 100,000 rows takes a while), then moved into the window
const far = Date.now() + 24 * 3_600_000;
console.log(`enqueueing ${EVENTS} events (${perBase} per base) due over ${windowMs / 1000} s…`);
await sql`
  with ev as (
    insert into timeline_events (base_id, kind, payload, starts_at, due_at)
    select b.id, 'research', json_build_object('kind', 'research', 'researchId', 'food-output', 'level', n)::jsonb, now(),
           to_timestamp((${far}::bigint + ((row_number() over ()) * ${windowMs}::bigint / ${EVENTS}::bigint)) / 1000.0)
    from unnest(${baseIds}::uuid[]) as b(id) cross join generate_series(1, ${perBase}) as n
    limit ${EVENTS}
    returning id, base_id, due_at)
  select count(graphile_worker.add_job('timeline/settle', json_build_object('baseId', base_id::text), run_at => due_at, job_key => 'timeline:' || id)) from ev`.execute(handle.db);
// the window starts 3 s from now: events and their jobs move together, keeping their spacing
const shiftMs = Date.now() + 3000 - far;
await sql`update timeline_events set due_at = due_at + make_interval(secs => ${shiftMs / 1000})`.execute(handle.db);
await sql`update graphile_worker._private_jobs set run_at = run_at + make_interval(secs => ${shiftMs / 1000})`.execute(handle.db);
const runner = await startWorker(url, taskList({ db: handle.db, clock: services.clock }), 8);
const d0 = Date.now();
for (;;) {
  const [r] = await handle.sql`select count(*)::int as n from timeline_events where applied_at is null`;
  if (Number(r?.n) === 0) break;
  if (Date.now() - d0 > 300_000) throw new Error('drain did not finish in 5 minutes');
  await new Promise((r) => setTimeout(r, 250));
}
await runner.stop();
await runner.promise.catch(() => {});
const lateness = (await handle.sql`select extract(epoch from (applied_at - due_at)) * 1000 as ms from timeline_events`).map((r) => Number(r.ms));
const [span] = await handle.sql`select extract(epoch from (max(applied_at) - min(due_at))) as s from timeline_events`;
const drainSeconds = Number(span?.s);

const results = {
  at: new Date().toISOString(),
  machine: { cores: navigator.hardwareConcurrency, bun: Bun.version },
  players: PLAYERS,
  concurrency: CONCURRENCY,
  startUpgrade: {
    graphql: { requests: gqlLatency.length, errors: gqlErrors, perSecond: round(gqlLatency.length / gqlSeconds), p50ms: round(pct(gqlLatency, 50)), p99ms: round(pct(gqlLatency, 99)) },
    rawPostgres: { transactions: rawLatency.length, perSecond: round(rawLatency.length / rawSeconds), p50ms: round(pct(rawLatency, 50)), p99ms: round(pct(rawLatency, 99)) },
    ratioGraphqlToRaw: round(gqlLatency.length / gqlSeconds / (rawLatency.length / rawSeconds), 2),
  },
  timelineDrain: {
    events: lateness.length,
    latenessP50ms: round(pct(lateness, 50)),
    latenessP99ms: round(pct(lateness, 99)),
    eventsPerSecond: round(lateness.length / Math.max(drainSeconds, windowMs / 1000)),
    note: `events fall due evenly over ${windowMs / 1000} s; a settle job applies every event of its base due by then`,
  },
};
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
await handle.close();
const admin = (await import('postgres')).default(server, { max: 1 });
await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
await admin.end();
process.exit(0);
