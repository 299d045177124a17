/**
 * A bystander's base reads while one client abuses the doors at its full rate budget (decision
 * 040). `bun bench/abuse.ts` (a fresh database on the test PostgreSQL; TEST_PG_PORT, default 54330);
 * `bun run bench` runs it as its step 6 (BENCH_ONLY=abuse).
 *
 *  - quiet: BENCH_ABUSE_READERS (10) players read their own base (the web client's `query Base`)
 *    BENCH_ABUSE_READ_RATE (2) times a second each for BENCH_ABUSE_SECONDS (10) s: p50/p99;
 *  - under abuse: the same reads while one guest from another address sends RATE_LIMIT requests
 *    per RATE_LIMIT_WINDOW_MS (its whole budget), 6 in flight, each the worst of its kind: a 1 MB
 *    `{ __typename … }` query, a 200,000-entry list variable, a document at the selection bound of
 *    one field name repeated (validation's most costly shape) and a list at the entry bound.
 * The two alternate BENCH_ABUSE_ROUNDS (3) times; the figures pool each side's reads.
 * Goal: the p99 under abuse within 2× the quiet one. Prints one JSON line; the abuser's answers by
 * status beside it. The limits are the process's (MAX_BODY_BYTES, GRAPHQL_MAX_QUERY_CHARS, …): run
 * with them raised to see what the bounds prevent.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { newBase } from '../src/game/index.ts';
import { config } from '../src/platform/config.ts';
import { connectPostgres, createDb } from '../src/platform/db.ts';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../src/platform/embedded-pg.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { RateLimiter } from '../src/platform/rate-limit.ts';
import { createApp } from '../src/server/app.ts';
import { seed } from '../src/server/seed.ts';
import { createServices } from '../src/server/services.ts';

const READERS = Number(process.env.BENCH_ABUSE_READERS ?? 10);
const READ_RATE = Number(process.env.BENCH_ABUSE_READ_RATE ?? 2);
const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ABUSE_ROUNDS ?? 3);
const ABUSER_ADDRESS = '10.66.6.6';
const IN_FLIGHT = 6;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

// --- the abuser, in its own process: `bun bench/abuse.ts abuser <endpoint> <seconds>` ------------
/** The abuser's requests, each the worst of its kind. */
function abusiveBodies(): Record<string, string> {
  const units = (n: number) => Array.from({ length: n }, () => ({ type: 'ranger', count: 1 }));
  const deploy = 'mutation($m: ID!, $u: [UnitCountInput!]!) { deployMission(missionId: $m, units: $u) { id } }';
  const m = '00000000-0000-0000-0000-000000000000';
  return {
    typenameQuery1MB: JSON.stringify({ query: `{ ${'__typename '.repeat(Math.ceil(1_000_000 / 11))}}` }),
    listVariable200k: JSON.stringify({ query: deploy, variables: { m, u: units(200_000) } }),
    // at the default bounds (300 selections, 500 entries) whatever the process's own are
    oneFieldName300Selections: JSON.stringify({ query: `{ ${'worlds { id } '.repeat(150)}}` }),
    listVariable500: JSON.stringify({ query: deploy, variables: { m, u: units(500) } }),
  };
}

if (process.argv[2] === 'abuser') {
  const [endpoint, secs] = process.argv.slice(3);
  const bodies = Object.values(abusiveBodies());
  const statuses: Record<string, number> = {};
  const period = config.rateLimitWindowMs / config.rateLimitPerWindow;
  const end = performance.now() + Number(secs) * 1000;
  let next = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        // one request per period of the budget, whichever of the six is free takes it
        const at = next;
        next += period;
        await Bun.sleep(Math.max(0, at - performance.now()));
        const body = bodies[sent++ % bodies.length] as string;
        try {
          const r = await fetch(String(endpoint), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-bench-peer': ABUSER_ADDRESS },
            body,
          });
          await r.arrayBuffer();
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        } catch {
          statuses.failed = (statuses.failed ?? 0) + 1;
        }
      }
    }),
  );
  console.log(JSON.stringify({ sent, statuses }));
  process.exit(0);
}

// --- the server, a fresh database and the bystanders ------------------------------------------------
const server = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString()
  : await ensureEmbeddedPostgres({
      dir: '.data/pg-test',
      port: Number(process.env.TEST_PG_PORT ?? 54330),
      database: 'postgres',
    });
const dbName = `bench_abuse_${randomBytes(4).toString('hex')}`;
await createDatabaseIfMissing(server, dbName);
const url = Object.assign(new URL(server), { pathname: `/${dbName}` }).toString();
const handle = createDb(url, { max: 20 });
await migrateToLatest(handle.db, url);
const services = await createServices(handle);
await seed(handle.db, Date.now(), false);
const world = await handle.db.selectFrom('worlds').select('id').executeTakeFirstOrThrow();
console.error(`abuse bench: database ${dbName} ready`);

const hash = await Bun.password.hash('Secret123', { algorithm: 'argon2id' });
const start = newBase(Date.now());
const tokens: string[] = [];
await handle.db.transaction().execute(async (trx) => {
  const names = Array.from({ length: READERS }, (_, i) => `bystander${i}`);
  const accounts = await trx
    .insertInto('accounts')
    .values(names.map((n) => ({ username: n, email: `${n}@x.test`, password_hash: hash, status: 'active' })))
    .returning(['id', 'username'])
    .execute();
  const profiles = await trx
    .insertInto('profiles')
    .values(accounts.map((a) => ({ account_id: a.id, world_id: world.id, username: a.username })))
    .returning(['id', 'account_id'])
    .execute();
  await trx
    .insertInto('bases')
    .values(
      profiles.map((p, i) => ({
        profile_id: p.id,
        world_id: world.id,
        x: i,
        y: 0,
        buildings: start.buildings,
        resources: start.resources,
        settled_at: new Date(),
      })) as never,
    )
    .execute();
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

// the production limiter and limits; the abuser is told apart by a header standing in for its address
const app = createApp(services, {
  rateLimit: new RateLimiter(services.db, config.rateLimitPerWindow, config.rateLimitWindowMs),
  peerAddress: (r) => r.headers.get('x-bench-peer') ?? '127.0.0.1',
}).listen({ port: 0, hostname: '127.0.0.1' });
const endpoint = `http://127.0.0.1:${app.server?.port}/graphql`;

const { BASE_FIELDS } = await import('../src/web/lib/base-data.ts');
const { documentText, graphql } = await import('../src/web/lib/graphql-doc.ts');
const readFile = `${tmpdir()}/bench-abuse-${dbName}.json`;
writeFileSync(
  readFile,
  JSON.stringify({
    tokens,
    body: JSON.stringify({ query: documentText(graphql('query Base { base { ...BaseFields } }', [BASE_FIELDS])) }),
  }),
);

type Reads = { paced: { latencies: number[]; errors: number } };
async function reads(): Promise<Reads> {
  const p = Bun.spawn(['bun', 'bench/read-load.ts', endpoint, readFile, String(READ_RATE), String(SECONDS)], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const out = JSON.parse(await new Response(p.stdout).text()) as Reads;
  await p.exited;
  return out;
}
/** One phase's reads, with the machine's load average at its end. */
async function phase() {
  const r = await reads();
  return { latencies: r.paced.latencies, errors: r.paced.errors, loadAverage: loadavg()[0] ?? 0 };
}
type Phase = Awaited<ReturnType<typeof phase>>;
const summary = (phases: Phase[]) => {
  const all = phases.flatMap((p) => p.latencies);
  return {
    reads: all.length,
    errors: phases.reduce((n, p) => n + p.errors, 0),
    p50ms: round(pct(all, 50)),
    p99ms: round(pct(all, 99)),
    p99msEachRound: phases.map((p) => round(pct(p.latencies, 99))),
    loadAverage: phases.map((p) => round(p.loadAverage)),
  };
};

// what each abusive request costs the server: CPU time of this process (the server's) per request,
// in-process and one at a time, so the figure does not depend on what else the machine runs
const costApp = createApp(services, {
  rateLimit: new RateLimiter(services.db, 1e9, 1000),
  peerAddress: () => '10.7.7.7',
});
const serverCpuMsPerRequest: Record<string, { status: number; cpuMs: number }> = {};
for (const [kind, text] of Object.entries(abusiveBodies())) {
  const bytes = new TextEncoder().encode(text);
  const call = async () => {
    const r = await costApp.handle(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(bytes.byteLength) },
        body: bytes,
      }),
    );
    await r.arrayBuffer();
    return r.status;
  };
  await call();
  const n = bytes.byteLength > 100_000 && config.maxBodyBytes > 100_000 ? 3 : 30;
  const c0 = process.cpuUsage();
  let status = 0;
  for (let i = 0; i < n; i++) status = await call();
  const c = process.cpuUsage(c0);
  serverCpuMsPerRequest[kind] = { status, cpuMs: Math.round(((c.user + c.system) / 1000 / n) * 100) / 100 };
}
console.error(`abuse bench: server CPU per request ${JSON.stringify(serverCpuMsPerRequest)}`);

// quiet and abused in turns, so that both see the machine's load of the moment (a shared machine's
// other work moves a p99 more than anything measured here)
const quietPhases: Phase[] = [];
const abusedPhases: Phase[] = [];
const abuserAnswers: { sent: number; statuses: Record<string, number> }[] = [];
for (let round_ = 0; round_ < ROUNDS; round_++) {
  console.error(`abuse bench: round ${round_ + 1} of ${ROUNDS}, quiet reads`);
  quietPhases.push(await phase());
  console.error(`abuse bench: round ${round_ + 1} of ${ROUNDS}, reads beside the abuser`);
  const abuser = Bun.spawn(['bun', 'bench/abuse.ts', 'abuser', endpoint, String(SECONDS + 3)], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  abusedPhases.push(await phase());
  abuserAnswers.push(JSON.parse(await new Response(abuser.stdout).text()));
  await abuser.exited;
}
rmSync(readFile, { force: true });
const quiet = summary(quietPhases);
const underAbuse = summary(abusedPhases);
const abuse = {
  sent: abuserAnswers.reduce((n, a) => n + a.sent, 0),
  statuses: abuserAnswers.reduce<Record<string, number>>((all, a) => {
    for (const [k, v] of Object.entries(a.statuses)) all[k] = (all[k] ?? 0) + v;
    return all;
  }, {}),
};

const result = {
  readers: READERS,
  readsPerReaderPerSecond: READ_RATE,
  seconds: SECONDS,
  rounds: ROUNDS,
  limits: {
    maxBodyBytes: config.maxBodyBytes,
    graphqlMaxQueryChars: config.graphqlMaxQueryChars,
    graphqlMaxFields: config.graphqlMaxFields,
    inputMaxEntries: config.inputMaxEntries,
    rateLimit: `${config.rateLimitPerWindow} per ${config.rateLimitWindowMs} ms`,
  },
  quiet,
  underAbuse,
  p99Ratio: Math.round((underAbuse.p99ms / Math.max(quiet.p99ms, 0.1)) * 100) / 100,
  abuser: abuse,
  serverCpuMsPerRequest,
};
console.log(JSON.stringify(result));
app.stop();
await handle.close();
const admin = connectPostgres(server, { max: 1 });
await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
await admin.end();
process.exit(quiet.errors + underAbuse.errors > 0 ? 1 : 0);
