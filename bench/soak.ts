/**
 * `bun run soak` (not a test): the README's scale-out — two web and two worker processes on one
 * PostgreSQL — played by bots through the public GraphQL API for SOAK_MINUTES (10), half of them on
 * each web process. Reports actions per second, p50/p99 latency by operation, how late timed events
 * applied (p50/p99 of every event applied in the window), errors (5xx, network), the bots' ledger
 * checked afterwards (every acknowledged chat message once, every acknowledged upgrade applied once),
 * the invariant checker run over every world (a played world must show nothing: issue 34), and each process's resident memory every minute. Writes bench/results/soak.json.
 *
 * Settings: SOAK_MINUTES (10), SOAK_BOTS (bots in all, 60), SOAK_THINK ("300-1500" ms between a
 * bot's actions), SOAK_SPEED (world speed, 10), SOAK_SEED (1). The whole machine is shared: bots,
 * four game processes and PostgreSQL on the same cores, as in the bench.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { connectPostgres, createDb } from '../src/platform/db.ts';
import { findViolations, NIGHTLY_RUNNER, runChecks } from '../src/modules/invariants/index.ts';
import { formatStats, type RunStats, runBots, verifyLedger } from '../src/bots/index.ts';
import { startCluster } from '../tests/support/processes.ts';
import { TEST_ENV } from '../tests/support/test-env.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const BOTS = Number(process.env.SOAK_BOTS ?? 60);
const THINK = (process.env.SOAK_THINK ?? '300-1500').split('-').map(Number) as [number, number];
const SPEED = Number(process.env.SOAK_SPEED ?? 10);
const SEED = Number(process.env.SOAK_SEED ?? 1);
const durationMs = Math.round(MINUTES * 60_000);

const cluster = await startCluster({
  web: 2,
  worker: 2,
  // the bots share one client address: the shared per-address budget would throttle them, not the game
  env: { RATE_LIMIT: '100000000', SEED_WORLD_SPEED: String(SPEED) },
  readyTimeoutMs: 120_000,
});
const names = Object.keys(cluster.procs);
const memory: { atMs: number; kib: Record<string, number | null> }[] = [];
const sampleMemory = (atMs: number) =>
  memory.push({ atMs, kib: Object.fromEntries(names.map((n) => [n, cluster.rss(n)])) });
const sql = connectPostgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });

try {
  const admin = { username: TEST_ENV.ADMIN_USERNAME, password: TEST_ENV.ADMIN_PASSWORD };
  console.log(
    `soak: ${BOTS} bots for ${MINUTES} min on ${cluster.webUrls.join(' and ')}, 2 workers, world speed ${SPEED}, think ${THINK.join('–')} ms`,
  );
  const started = Date.now();
  const startedAt = new Date(started);
  sampleMemory(0);
  const sampler = setInterval(() => sampleMemory(Date.now() - started), 60_000);
  const halves = cluster.webUrls.map((url, i) => {
    const count = Math.floor(BOTS / 2) + (i === 0 ? BOTS % 2 : 0);
    return runBots({ url, count, seed: SEED * 10 + i, durationMs, thinkMs: THINK, admin, prefix: `soak${SEED}w${i}b` });
  });
  // a census of every commander's units once the bots have their bases and first units: the checker
  // at the end compares with it (units conservation, decision 091: a played world must show nothing)
  const census = new Promise<number>((resolve) =>
    setTimeout(
      async () => {
        const db = createDb(cluster.databaseUrl, { max: 2 });
        try {
          let found = 0;
          for (const w of await sql<{ id: string }[]>`select id::text as id from worlds`)
            found += (await runChecks(db.db, w.id, { repair: false, by: NIGHTLY_RUNNER, now: Date.now() })).findings
              .length;
          resolve(found);
        } finally {
          await db.close();
        }
      },
      Math.min(120_000, durationMs / 3),
    ),
  );
  const results = await Promise.all(halves);
  const foundAtCensus = await census;
  clearInterval(sampler);
  sampleMemory(Date.now() - started);
  const endedAt = new Date();

  // nothing acknowledged lost or doubled: each half's ledger against the game (upgrades due by then)
  const checks = [];
  for (const [i, r] of results.entries()) checks.push(await verifyLedger(cluster.webUrls[i]!, r.ledger));

  // how late timed events applied during the soak (whoever applied them: a read, a command, a worker)
  const [late] = await sql<{ n: number; p50: number | null; p99: number | null; max: number | null }[]>`
    select count(*)::int as n,
           percentile_cont(0.5) within group (order by late) as p50,
           percentile_cont(0.99) within group (order by late) as p99,
           max(late) as max
    from (select greatest(0, extract(epoch from applied_at - due_at) * 1000) as late
          from timeline_events where applied_at between ${startedAt} and ${endedAt}) s`;
  const [left] = await sql<{ overdue: number; parked: number }[]>`
    select count(*) filter (where due_at < now() - interval '5 seconds' and parked_at is null)::int as overdue,
           count(*) filter (where parked_at is not null)::int as parked
    from timeline_events where applied_at is null`;

  // no false alarms on a played world: the invariant checker (read-only, no repairs) finds nothing
  const checker = createDb(cluster.databaseUrl, { max: 2 });
  const invariants: { world: string; found: number; first: string[] }[] = [];
  try {
    for (const w of await sql<{ id: string; name: string }[]>`select id::text as id, name from worlds`) {
      const found = await findViolations(checker.db, w.id);
      invariants.push({
        world: w.name,
        found: found.length,
        first: found.slice(0, 10).map((f) => `${f.kind} ${f.subject}`),
      });
    }
  } finally {
    await checker.close();
  }

  const merged = mergeStats(results.map((r) => r.stats));
  const report = {
    at: new Date().toISOString(),
    minutes: MINUTES,
    bots: BOTS,
    thinkMs: THINK,
    worldSpeed: SPEED,
    processes: { web: 2, worker: 2 },
    actionsPerSecond: merged.actionsPerSecond,
    callsPerSecond: merged.callsPerSecond,
    outcomes: merged.outcomes,
    operations: merged.operations,
    timeline: {
      applied: late?.n ?? 0,
      lateP50Ms: Math.round(late?.p50 ?? 0),
      lateP99Ms: Math.round(late?.p99 ?? 0),
      lateMaxMs: Math.round(late?.max ?? 0),
      overdueLeft: left?.overdue ?? 0,
      parked: left?.parked ?? 0,
    },
    ledger: checks.map((c) => ({ ok: c.ok, problems: c.problems.slice(0, 20), checked: c.checked })),
    invariants,
    // what the mid-soak run (the units census) found then
    foundAtCensus,
    memoryKiB: memory,
    failures: results.flatMap((r) => r.stats.failures).slice(0, 20),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/soak.json', `${JSON.stringify(report, null, 2)}\n`);
  for (const r of results) console.log(formatStats(r.stats));
  console.log(
    `actions/s ${report.actionsPerSecond}, calls/s ${report.callsPerSecond}, outcomes ${JSON.stringify(report.outcomes)}`,
  );
  console.log(
    `timeline: ${report.timeline.applied} events applied, late p50 ${report.timeline.lateP50Ms} ms, p99 ${report.timeline.lateP99Ms} ms, max ${report.timeline.lateMaxMs} ms; overdue left ${report.timeline.overdueLeft}, parked ${report.timeline.parked}`,
  );
  console.log(
    `ledger: ${checks.map((c) => (c.ok ? `ok ${JSON.stringify(c.checked)}` : `PROBLEMS ${c.problems.slice(0, 5).join('; ')}`)).join(' | ')}`,
  );
  console.log(
    `invariants (units compared with the census taken mid-soak, which found ${foundAtCensus}): ${invariants.map((i) => (i.found ? `${i.world} FOUND ${i.found}: ${i.first.join('; ')}` : `${i.world} ok`)).join(' | ')}`,
  );
  // growth is judged from the first minute's sample on (the first minute is warm-up: JIT, pools, caches)
  const first = (memory.find((m) => m.atMs >= 60_000) ?? memory[0]!).kib;
  const last = memory.at(-1)!.kib;
  console.log(
    `memory (KiB, after the first minute → end): ${names.map((n) => `${n} ${first[n]} → ${last[n]}`).join(', ')}`,
  );
  console.log('figures in bench/results/soak.json');
  if (
    !checks.every((c) => c.ok) ||
    merged.outcomes.serverError > 0 ||
    foundAtCensus > 0 ||
    invariants.some((i) => i.found > 0)
  )
    process.exitCode = 1;
} finally {
  await sql.end();
  await cluster.stop();
}

/** One run's figures from both halves: counts add up; a percentile of the union is approximated by the larger half's. */
function mergeStats(all: RunStats[]) {
  const outcomes = { ok: 0, refused: 0, rateLimited: 0, serverError: 0, network: 0 };
  const operations: Record<
    string,
    {
      count: number;
      ok: number;
      refused: number;
      serverError: number;
      network: number;
      p50Ms: number;
      p99Ms: number;
      maxMs: number;
    }
  > = {};
  for (const s of all) {
    for (const k of Object.keys(outcomes) as (keyof typeof outcomes)[]) outcomes[k] += s.outcomes[k];
    for (const [op, o] of Object.entries(s.operations)) {
      const m = (operations[op] ??= {
        count: 0,
        ok: 0,
        refused: 0,
        serverError: 0,
        network: 0,
        p50Ms: 0,
        p99Ms: 0,
        maxMs: 0,
      });
      m.count += o.count;
      m.ok += o.ok;
      m.refused += o.refused;
      m.serverError += o.serverError;
      m.network += o.network;
      m.p50Ms = Math.max(m.p50Ms, o.p50Ms);
      m.p99Ms = Math.max(m.p99Ms, o.p99Ms);
      m.maxMs = Math.max(m.maxMs, o.maxMs);
    }
  }
  return {
    actionsPerSecond: Math.round(all.reduce((a, s) => a + s.actionsPerSecond, 0) * 100) / 100,
    callsPerSecond: Math.round(all.reduce((a, s) => a + s.callsPerSecond, 0) * 100) / 100,
    outcomes,
    operations,
  };
}
