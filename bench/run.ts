/**
 * `bun run bench` (not a test): the stack on a fresh database, then
 *  0. base reads: BENCH_READERS (200) players, each its own session, reading their own base over
 *     GraphQL end to end as the web client does, BENCH_READ_RATE (1) times a second each for
 *     BENCH_READ_SECONDS (20) s, then all at once: p50/p99 (goal: p99 ≤ 20 ms paced);
 *  1. start-upgrade GraphQL mutations per second end to end, beside a raw postgres.js transaction
 *     doing the same row work, as a ratio, with p50/p99 latency: BENCH_UPGRADE_ROUNDS (3) rounds of
 *     each in turn after an uncounted warm-up round (BENCH_UPGRADE_WARMUP, 1000), the median round
 *     reported;
 *  2. 60,000 (sustained) and 100,000 (saturating) pending timeline events falling due while nobody reads, applied by one and by two
 *     worker processes (graphile-worker with the timeline's alarm): how late (p50/p99) and how many
 *     per second, at a rate the workers sustain (BENCH_RATE, 500/s) and a saturating one
 *     (BENCH_SATURATING_RATE, 5000/s);
 *  3. one settle of one base with 1, 100 and 10,000 pending events;
 *  4. the map viewport on a world of BENCH_MAP_BASES (100,000) bases (goal: p95 ≤ 10 ms);
 *  5. one battle with a full roster of 1 and of 1,000,000 units per type (goal: within 2×);
 *  7. connected players (bench/sockets.ts, its own cluster): BENCH_SOCKETS (5,000) real sockets, each
 *     from its own loopback address, acting once a minute; base read, command and push p50/p99;
 *  9. a page of a ranking by category read on worlds of BENCH_RANKING_SIZES (1,500 and 15,000)
 *     commanders, and the periodic job's computation of each (bench/rankings.ts);
 *  8. what grows with the world (bench/world-scale.ts): realistic worlds of 1,500 and 15,000
 *     commanders, base read, command, map, leaderboard, alliance and timeline at each (goal: within 2×);
 *  6. a bystander's base reads while one client abuses the doors at its full rate budget
 *     (bench/abuse.ts, its own database; runnable alone: `bun bench/abuse.ts`; goal: p99 within 2×).
 * Figures go to bench/results/latest.json. Sizes: BENCH_PLAYERS (7000), BENCH_EVENTS (100000).
 * BENCH_ONLY=reads,upgrade,drain,settle,map,battle,abuse,sockets,scale,rankings runs some of them (the file then holds only those).
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { newBase } from '../src/game/index.ts';
import { connectPostgres, createDb } from '../src/platform/db.ts';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../src/platform/embedded-pg.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { RateLimiter } from '../src/platform/rate-limit.ts';
import { createApp } from '../src/server/app.ts';
import { seed } from '../src/server/seed.ts';
import { createServices } from '../src/server/services.ts';
import { settleCost } from './settle-cost.ts';
import { battleCost } from './battle-cost.ts';
import { mapViewport } from './map-viewport.ts';
import { rankingReads } from './rankings.ts';
import { drain } from './timeline-drain.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 7000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
/** Events of the sustained drains: 60,000 at 500/s is two minutes each (with the new sections the run stays near 8 minutes). */
const SUSTAINED_EVENTS = Number(process.env.BENCH_SUSTAINED_EVENTS ?? 60_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** Events per second falling due in the sustained and the saturating drain. */
const SUSTAINED_RATE = Number(process.env.BENCH_RATE ?? 500);
const SATURATING_RATE = Number(process.env.BENCH_SATURATING_RATE ?? 5000);
const READERS = Number(process.env.BENCH_READERS ?? 200);
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 1);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 20);
const MAP_BASES = Number(process.env.BENCH_MAP_BASES ?? 100_000);
const MAP_READS = Number(process.env.BENCH_MAP_READS ?? 200);
const RANKING_SIZES = (process.env.BENCH_RANKING_SIZES ?? '1500,15000').split(',').map(Number);
/** Rounds of the start-upgrade comparison (each a GraphQL batch and a raw batch of BENCH_PLAYERS / rounds). */
const UPGRADE_ROUNDS = Number(process.env.BENCH_UPGRADE_ROUNDS ?? 3);
/** Requests of the uncounted warm-up round before them (each side). */
const UPGRADE_WARMUP = Number(process.env.BENCH_UPGRADE_WARMUP ?? 1000);
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'reads,upgrade,drain,settle,map,battle,abuse,sockets,scale,rankings')
    .split(',')
    .map((x) => x.trim()),
);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function pool<T>(items: T[], n: number, f: (x: T) => Promise<void>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await f(items[i++] as T);
    }),
  );
}

// --- a fresh database -----------------------------------------------------------------------
const server = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString()
  : await ensureEmbeddedPostgres({
      dir: '.data/pg-test',
      port: Number(process.env.TEST_PG_PORT ?? 54330),
      database: 'postgres',
      fsync: false,
    });
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
    const accounts = await trx
      .insertInto('accounts')
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `bench${from + i}`,
          email: `b${from + i}@x.test`,
          password_hash: hash,
          status: 'active',
        })),
      )
      .returning(['id', 'username'])
      .execute();
    const profiles = await trx
      .insertInto('profiles')
      .values(accounts.map((a) => ({ account_id: a.id, world_id: world.id, username: a.username })))
      .returning(['id', 'account_id'])
      .execute();
    const bases = await trx
      .insertInto('bases')
      .values(
        profiles.map((p, i) => ({
          profile_id: p.id,
          world_id: world.id,
          x: (from + i) % 1000,
          y: Math.floor((from + i) / 1000),
          buildings: start.buildings,
          resources: start.resources,
          settled_at: new Date(now0),
        })) as never,
      )
      .returning('id')
      .execute();
    baseIds.push(...bases.map((b) => b.id as string));
    const sessions = await trx
      .insertInto('sessions')
      .values(profiles.map((p) => ({ account_id: p.account_id, profile_id: p.id })))
      .returning(['id', 'account_id'])
      .execute();
    for (const [i, s] of sessions.entries()) {
      tokens.push(
        await services.tokens.sign(
          {
            sid: s.id,
            sub: s.account_id,
            role: 'player',
            username: accounts[i]?.username ?? '',
            authActive: false,
            lastLogin: null,
          },
          Date.now(),
        ),
      );
    }
  });
}

const app = createApp(services, { rateLimit: new RateLimiter(services.db, 1e9, 1000) }).listen({
  port: 0,
  hostname: '127.0.0.1',
});
const endpoint = `http://127.0.0.1:${app.server?.port}/graphql`;
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: { cores: navigator.hardwareConcurrency, bun: Bun.version },
  players: PLAYERS,
  concurrency: CONCURRENCY,
};
const latencyOf = (xs: number[]) => ({
  p50ms: round(pct(xs, 50)),
  p99ms: round(pct(xs, 99)),
  maxms: round(pct(xs, 100)),
});

// --- 0. base reads by many players at once, each its own session -----------------------------
if (ONLY.has('reads')) {
  const readFile = `${tmpdir()}/bench-reads-${dbName}.json`;
  // the web client's query (src/web/lib/base-data.ts)
  const { BASE_FIELDS } = await import('../src/web/lib/base-data.ts');
  const { documentText, graphql } = await import('../src/web/lib/graphql-doc.ts');
  const query = documentText(graphql('query Base { base { ...BaseFields } }', [BASE_FIELDS]));
  writeFileSync(readFile, JSON.stringify({ tokens: tokens.slice(0, READERS), body: JSON.stringify({ query }) }));
  const reads = Bun.spawn(['bun', 'bench/read-load.ts', endpoint, readFile, String(READ_RATE), String(READ_SECONDS)], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const out = JSON.parse(await new Response(reads.stdout).text()) as {
    paced: { latencies: number[]; errors: number; seconds: number };
    burst: { latencies: number[]; errors: number };
  };
  await reads.exited;
  rmSync(readFile, { force: true });
  results.baseReads = {
    players: Math.min(READERS, tokens.length),
    paced: {
      readsPerPlayerPerSecond: READ_RATE,
      reads: out.paced.latencies.length,
      errors: out.paced.errors,
      perSecond: round(out.paced.latencies.length / out.paced.seconds),
      ...latencyOf(out.paced.latencies),
    },
    allAtOnce: { reads: out.burst.latencies.length, errors: out.burst.errors, ...latencyOf(out.burst.latencies) },
  };
  console.log('base reads', JSON.stringify(results.baseReads));
  // a read that failed is not a fast read: the figures mean nothing then
  if (out.paced.errors + out.burst.errors > 0) {
    console.error(
      `base reads: ${out.paced.errors + out.burst.errors} failed — the figures above are not of base reads`,
    );
    process.exitCode = 1;
  }
}

// --- 1. start-upgrade over GraphQL, end to end, beside the raw transaction --------------------
// in rounds, each a GraphQL batch then a raw batch on the same number of other bases, so that both
// sides of a ratio share the machine's state of the moment; the figure is the median round's
if (ONLY.has('upgrade')) {
  const body = JSON.stringify({
    query: 'mutation { startBuildingUpgrade(buildingId: "hydroponic-farm") { id queue { dueAt } } }',
  });
  // a first round, not counted, warms both sides (the JIT, the prepared statements of every
  // connection) as a server that has run a while is: the first round was always the slowest
  const warm = Math.min(UPGRADE_WARMUP, Math.floor(tokens.length / (UPGRADE_ROUNDS + 1)));
  const perRound = Math.floor((tokens.length - warm) / UPGRADE_ROUNDS);
  const slice = (r: number) =>
    (r < 0 ? [tokens.length - warm, tokens.length] : [r * perRound, (r + 1) * perRound]) as [number, number];
  const rounds: {
    graphql: { latencies: number[]; errors: number; seconds: number };
    raw: { latencies: number[]; seconds: number };
  }[] = [];
  for (let r = warm > 0 ? -1 : 0; r < UPGRADE_ROUNDS; r++) {
    // the load comes from another process, as a browser's would: the server's event loop is its own
    const loadFile = `${tmpdir()}/bench-load-${dbName}.json`;
    writeFileSync(
      loadFile,
      JSON.stringify({
        tokens: tokens.slice(...slice(r)),
        body,
        warmBody: JSON.stringify({ query: '{ base { id } }' }),
      }),
    );
    const load = Bun.spawn(['bun', 'bench/load.ts', endpoint, loadFile, String(CONCURRENCY)], {
      stdout: 'pipe',
      stderr: 'inherit',
    });
    const graphql = JSON.parse(await new Response(load.stdout).text()) as {
      latencies: number[];
      errors: number;
      seconds: number;
    };
    await load.exited;
    rmSync(loadFile, { force: true });

    // the same row work as one raw postgres.js transaction, on the same bases
    const rawLatency: number[] = [];
    const r0 = performance.now();
    await pool(baseIds.slice(...slice(r)), CONCURRENCY, async (baseId) => {
      const t = performance.now();
      await handle.sql.begin(async (tx) => {
        const [b] = await tx`select * from bases where id = ${baseId} for update`;
        await tx`select * from timeline_events where base_id = ${baseId} and applied_at is null order by due_at, id`;
        await tx`update bases set resources = ${tx.json(b?.resources)}, settled_at = now(), version = version + 1 where id = ${baseId}`;
        const [e] =
          await tx`insert into timeline_events (base_id, kind, payload, starts_at, due_at) values (${baseId}, 'building', ${tx.json({ kind: 'building', buildingId: 'hydroponic-farm', level: 2 })}, now(), now() + interval '1 minute') returning id`;
        await tx`select graphile_worker.add_job('timeline/settle', json_build_object('baseId', ${baseId}::text), run_at => now() + interval '1 minute', job_key => ${`timeline:${e?.id}`})`;
      });
      rawLatency.push(performance.now() - t);
    });
    if (r >= 0) rounds.push({ graphql, raw: { latencies: rawLatency, seconds: (performance.now() - r0) / 1000 } });
  }
  const perSecond = (n: number, s: number) => round(n / s);
  const ratios = rounds.map(
    (x) => x.graphql.latencies.length / x.graphql.seconds / (x.raw.latencies.length / x.raw.seconds),
  );
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] as number;
  const mid = rounds[ratios.indexOf(median)] as (typeof rounds)[number];
  results.startUpgrade = {
    rounds: UPGRADE_ROUNDS,
    requestsPerRound: perRound,
    warmupRequests: warm,
    graphql: {
      requests: mid.graphql.latencies.length,
      errors: rounds.reduce((n, x) => n + x.graphql.errors, 0),
      perSecond: perSecond(mid.graphql.latencies.length, mid.graphql.seconds),
      p50ms: round(pct(mid.graphql.latencies, 50)),
      p99ms: round(pct(mid.graphql.latencies, 99)),
    },
    rawPostgres: {
      transactions: mid.raw.latencies.length,
      perSecond: perSecond(mid.raw.latencies.length, mid.raw.seconds),
      p50ms: round(pct(mid.raw.latencies, 50)),
      p99ms: round(pct(mid.raw.latencies, 99)),
    },
    ratioGraphqlToRaw: round(median, 2),
    ratioEveryRound: ratios.map((x) => round(x, 2)),
  };
  console.log('start-upgrade', JSON.stringify(results.startUpgrade));
  await sql`delete from timeline_events`.execute(handle.db);
  await sql`delete from graphile_worker._private_jobs`.execute(handle.db);
}

// --- 4. the map viewport on a crowded world ---------------------------------------------------
if (ONLY.has('map'))
  results.mapViewport = await mapViewport(handle, services.tokens, endpoint, { bases: MAP_BASES, reads: MAP_READS });
// --- 7. a ranking's page on worlds of 1,500 and 15,000 commanders --------------------------------
if (ONLY.has('rankings'))
  results.rankings = await rankingReads(handle, services.tokens, endpoint, { sizes: RANKING_SIZES, reads: 200 });
app.stop();

// --- 2. timeline events falling due while nobody reads: real worker processes, with their alarm --
// at a rate the workers keep up with (the goal: applied within 100 ms at p99), and above it (saturating)
if (ONLY.has('drain')) {
  await sql`delete from timeline_events`.execute(handle.db);
  await sql`delete from graphile_worker._private_jobs`.execute(handle.db);
  const drains = [];
  for (const workers of [1, 2])
    drains.push(await drain(handle, url, baseIds, { events: SUSTAINED_EVENTS, rate: SUSTAINED_RATE, workers }));
  for (const workers of [1, 2])
    drains.push(await drain(handle, url, baseIds, { events: EVENTS, rate: SATURATING_RATE, workers }));
  results.timelineDrains = drains;
}

// --- 3. one settle with 1, 100 and 10,000 pending events on one base ------------------------------
if (ONLY.has('settle')) {
  await sql`delete from timeline_events`.execute(handle.db);
  await sql`delete from graphile_worker._private_jobs`.execute(handle.db);
  results.settleCost = await settleCost(handle, baseIds.slice(0, 3));
}

// --- 5. one battle, 1 and 1,000,000 units of every type a side (pure CPU) ----------------------------
if (ONLY.has('battle')) results.battleCost = battleCost();

// --- 6. a bystander's reads beside an abusive client (its own process and database) ----------------
if (ONLY.has('abuse')) {
  const abuse = Bun.spawn(['bun', 'bench/abuse.ts'], { stdout: 'pipe', stderr: 'inherit' });
  const lines = (await new Response(abuse.stdout).text()).trim().split('\n');
  if ((await abuse.exited) !== 0) process.exitCode = 1;
  results.abuse = JSON.parse(lines[lines.length - 1] ?? '{}');
  console.log('abuse', JSON.stringify(results.abuse));
}

// --- 7. connected players at scale, on a cluster of its own --------------------------------------
if (ONLY.has('sockets')) {
  const sockets = Bun.spawn(['bun', 'bench/sockets.ts'], { stdout: 'pipe', stderr: 'inherit' });
  const lines = (await new Response(sockets.stdout).text()).trim().split('\n');
  if ((await sockets.exited) !== 0) process.exitCode = 1;
  results.sockets = JSON.parse(lines[lines.length - 1] ?? '{}');
}

// --- 8. what grows with the world ---------------------------------------------------------------
if (ONLY.has('scale')) {
  const scale = Bun.spawn(['bun', 'bench/world-scale.ts'], { stdout: 'pipe', stderr: 'inherit' });
  const lines = (await new Response(scale.stdout).text()).trim().split('\n');
  if ((await scale.exited) !== 0) process.exitCode = 1;
  results.scale = JSON.parse(lines[lines.length - 1] ?? '{}');
}

writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
await handle.close();
const admin = connectPostgres(server, { max: 1 });
await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
await admin.end();
process.exit(0);
