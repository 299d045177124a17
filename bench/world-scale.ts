/**
 * `bun bench/world-scale.ts` (also `BENCH_ONLY=scale bun run bench`): what grows with the world. A
 * world of BENCH_SCALE_SIZES commanders (1,500 and 15,000) is seeded with realistic bases — command
 * centres from level 1 to 20 (most of them low, as in a live world), the other buildings near it,
 * research, armies by level, resources, alliances of up to 30 — and one pending timed event per
 * commander every half hour, as those bases make them. Then, at each size, over GraphQL end to end
 * with players' own sessions:
 * - a base read (the web client's `query Base`) and a command (`startBuildingUpgrade`: lock, settle,
 *   rules, spend, event, job);
 * - the map viewport at the widest zoom (radius 11) and the leaderboard (top 100 and own place);
 * - the alliance page's read (`myAlliance`), the nearest thing to a war room today;
 * - the timeline at the natural rate (events falling due while 2 worker processes run): lateness.
 * Each at both sizes, and the ratio large / small (goal: within 2×). Writes bench/results/scale.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  BUILDING_IDS,
  baseInfluence,
  newBase,
  RESEARCH,
  UNIT_IDS,
  type BuildingLevels,
  type ResearchLevels,
  type UnitCounts,
} from '../src/game/index.ts';
import { lockAndSettle } from '../src/kernel/index.ts';
import { connectPostgres, createDb, type DbHandle } from '../src/platform/db.ts';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../src/platform/embedded-pg.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { RateLimiter } from '../src/platform/rate-limit.ts';
import { createApp } from '../src/server/app.ts';
import { seed } from '../src/server/seed.ts';
import { createServices } from '../src/server/services.ts';
import { startWorkers } from './timeline-drain.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1500,15000').split(',').map(Number);
const READS = Number(process.env.BENCH_SCALE_READS ?? 300);
const WINDOW_S = Number(process.env.BENCH_SCALE_WINDOW_SECONDS ?? 60);

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const latency = (xs: number[]) => ({
  n: xs.length,
  p50ms: round(pct(xs, 50)),
  p95ms: round(pct(xs, 95)),
  p99ms: round(pct(xs, 99)),
});

/** A small deterministic generator: the same world at every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One commander's base as a live world holds it: most are small, a few are far along. */
function realisticBase(r: () => number) {
  const cc = 1 + Math.floor(r() ** 2 * 20);
  const buildings: BuildingLevels = {};
  for (const id of BUILDING_IDS) {
    const l = id === 'command-center' ? cc : Math.max(0, cc - 3 + Math.floor(r() * 4));
    if (l > 0) buildings[id] = l;
  }
  const research: ResearchLevels = {};
  for (const def of RESEARCH) if (r() < cc / 25) research[def.id] = 1 + Math.floor(r() * Math.max(1, cc / 3));
  const units: UnitCounts = {};
  for (const id of UNIT_IDS) if (r() < 0.6) units[id] = Math.floor(cc * cc * 5 * r());
  const store = Math.floor(2000 * cc * (0.5 + r()));
  const resources = {
    food: store,
    steel: store,
    energy: store,
    astromite: store / 10,
    quantarite: store / 50,
    credits: 500,
  };
  return { buildings, research, units, resources, influence: baseInfluence(buildings, research, units) };
}

async function seedWorld(handle: DbHandle, n: number) {
  const r = rng(n);
  const mapSize = Math.ceil(Math.sqrt(n * 10)); // one base in ten spots at every size
  const [world] = await handle.sql<{ id: string }[]>`
    insert into worlds (name, opens_at, map_size) values (${`Scale ${n} ${Date.now()}`}, now(), ${mapSize}) returning id`;
  const worldId = world?.id as string;
  const profiles: string[] = [];
  const baseIds: string[] = [];
  const t0 = performance.now();
  const fresh = newBase(Date.now());
  for (let from = 0; from < n; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - from) }, (_, k) => from + k);
    await handle.sql.begin(async (tx) => {
      const accounts = await tx<{ id: string; username: string }[]>`insert into accounts ${tx(
        rows.map((i) => ({ username: `w${n}c${i}`, email: `w${n}c${i}@x.test`, password_hash: 'x', status: 'active' })),
      )} returning id, username`;
      const ps = await tx<{ id: string }[]>`insert into profiles ${tx(
        accounts.map((a) => ({ account_id: a.id, world_id: worldId, username: a.username })),
      )} returning id`;
      profiles.push(...ps.map((p) => p.id));
      const bases = await tx<{ id: string }[]>`insert into bases ${tx(
        ps.map((p, k) => {
          const i = (from + k) * 10 + Math.floor(r() * 10);
          const b = realisticBase(r);
          return {
            profile_id: p.id,
            world_id: worldId,
            x: i % mapSize,
            y: Math.floor(i / mapSize) % mapSize,
            buildings: tx.json(b.buildings),
            research: tx.json(b.research),
            units: tx.json({ ...fresh.units, ...b.units }),
            resources: tx.json(b.resources),
            influence: b.influence,
            settled_at: new Date(),
          };
        }),
      )} returning id`;
      baseIds.push(...bases.map((b) => b.id));
    });
  }
  // alliances of up to 30: six in ten commanders belong to one, the first of each leads it
  const allianceCount = Math.ceil((n * 0.6) / 30);
  const members: { profile_id: string; alliance_id: string; role: string; joined_at: Date }[] = [];
  for (let a = 0; a < allianceCount; a++) {
    const [al] = await handle.sql<{ id: string }[]>`
      insert into alliances (world_id, name, tag, created_at)
      values (${worldId}, ${`Alliance ${n}-${a}`}, ${`A${a}`.slice(0, 5)}, now())
      returning id`;
    for (let k = 0; k < 30; k++) {
      const p = profiles[a * 30 + k];
      if (p && a * 30 + k < n * 0.6)
        members.push({
          profile_id: p,
          alliance_id: al?.id as string,
          role: k === 0 ? 'leader' : 'member',
          joined_at: new Date(),
        });
    }
  }
  for (let i = 0; i < members.length; i += 1000)
    await handle.sql`insert into alliance_members ${handle.sql(members.slice(i, i + 1000))}`;
  await handle.sql`analyze`;
  return { worldId, profiles, baseIds, members, seedSeconds: round((performance.now() - t0) / 1000) };
}

/** One timed event per commander per half hour falls due in the window; the rest later. */
async function pendingEvents(handle: DbHandle, baseIds: string[], windowS: number) {
  const perSecond = baseIds.length / 1800;
  const inWindow = Math.round(perSecond * windowS);
  const due = baseIds.slice(0, inWindow).map((id, k) => ({ id, dueMs: 10_000 + (k / perSecond) * 1000 }));
  for (let i = 0; i < due.length; i += 500) {
    const chunk = due.slice(i, i + 500);
    await handle.sql.begin(async (tx) => {
      for (const e of chunk) {
        const [row] = await tx`
          insert into timeline_events (base_id, kind, payload, starts_at, due_at)
          values (${e.id}, 'building', ${tx.json({ kind: 'building', buildingId: 'energy-plant', level: 1 })}, now(),
                  now() + ${`${e.dueMs} milliseconds`}::interval)
          returning id`;
        await tx`select graphile_worker.add_job('timeline/settle', json_build_object('baseId', ${e.id}::text),
                   run_at => now() + ${`${e.dueMs} milliseconds`}::interval, job_key => ${`timeline:${row?.id}`})`;
      }
    });
  }
  return { perSecond: round(perSecond, 2), inWindow };
}

/** n calls one at a time; a call whose answer carries errors is counted apart (a refusal is fast). */
async function timed(n: number, f: (i: number) => Promise<{ errors?: unknown[] }>) {
  const xs: number[] = [];
  let answeredWithErrors = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const body = await f(i);
    xs.push(performance.now() - t);
    if (body.errors?.length) answeredWithErrors++;
  }
  return { ...latency(xs), answeredWithErrors };
}

async function measure(size: number, server: string) {
  const dbName = `scale_${randomBytes(4).toString('hex')}`;
  await createDatabaseIfMissing(server, dbName);
  const url = Object.assign(new URL(server), { pathname: `/${dbName}` }).toString();
  const handle = createDb(url, { max: 20 });
  try {
    await migrateToLatest(handle.db, url);
    const services = await createServices(handle);
    await seed(handle.db, Date.now(), false);
    const w = await seedWorld(handle, size);
    console.log(`scale ${size}: seeded in ${w.seedSeconds} s (${w.members.length} alliance members)`);
    const app = createApp(services, { rateLimit: new RateLimiter(services.db, 1e9, 1000) }).listen({
      port: 0,
      hostname: '127.0.0.1',
    });
    const endpoint = `http://127.0.0.1:${app.server?.port}/graphql`;
    const r = rng(size + 1);
    const pick = () => Math.floor(r() * size);
    // sessions for a sample of commanders, spread over the world (the members first come from alliances)
    const sample = Array.from({ length: READS }, () => pick());
    const sessions = await handle.sql<{ id: string; account_id: string; profile_id: string }[]>`
      insert into sessions ${handle.sql(
        await Promise.all(
          sample.map(async (i) => {
            const [p] = await handle.sql<
              { account_id: string }[]
            >`select account_id from profiles where id = ${w.profiles[i] as string}`;
            return { account_id: p?.account_id as string, profile_id: w.profiles[i] as string };
          }),
        ),
      )} returning id, account_id, profile_id`;
    const tokens = await Promise.all(
      sessions.map((s) =>
        services.tokens.sign(
          { sid: s.id, sub: s.account_id, role: 'player', username: 'x', authActive: false, lastLogin: null },
          Date.now(),
        ),
      ),
    );
    const ask = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-token': token },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      if (res.status >= 500) throw new Error(`${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return body;
    };
    const { BASE_FIELDS } = await import('../src/web/lib/base-data.ts');
    const { documentText, graphql } = await import('../src/web/lib/graphql-doc.ts');
    const baseQuery = documentText(graphql('query Base { base { ...BaseFields } }', [BASE_FIELDS]));
    const tok = (i: number) => tokens[i % tokens.length] as string;
    // the alliance page is read by members: the first six in ten commanders are
    const memberTokens = tokens.filter((_, k) => (sample[k] as number) < size * 0.6);
    const memberTok = (i: number) => memberTokens[i % memberTokens.length] as string;
    // a warm-up read each, not counted
    for (const t of tokens.slice(0, 50)) await ask(t, '{ base { id } }');
    const result = {
      commanders: size,
      seedSeconds: w.seedSeconds,
      baseRead: await timed(READS, (i) => ask(tok(i), baseQuery)),
      command: await timed(READS, (i) =>
        ask(tok(i), 'mutation { startBuildingUpgrade(buildingId: "steel-foundry") { id } }'),
      ),
      mapViewport: await timed(READS, (i) =>
        ask(
          tok(i),
          'query Map($x: Int!, $y: Int!) { getMap(x: $x, y: $y, radius: 11) { items { coordinates type owner } } }',
          { x: Math.floor(r() * 100), y: Math.floor(r() * 100) },
        ),
      ),
      leaderboard: await timed(READS, (i) =>
        ask(tok(i), '{ leaderboard { entries { rank commander influence } me { rank } } }'),
      ),
      alliance: await timed(READS, (i) => ask(memberTok(i), '{ myAlliance { members { commander influence } } }')),
      // the war room as its page reads it: members' incoming attacks and the intel board
      warRoom: await timed(READS, (i) =>
        ask(memberTok(i), '{ allianceIncoming { attacker defender arrivesAt } allianceIntel { id filedAt } }'),
      ),
      // one settle of a random base to now, in its own transaction (what every read and command pays first)
      settle: await timed(READS, async (i) => {
        const baseId = w.baseIds[Math.floor(r() * w.baseIds.length)] as string;
        await handle.db.transaction().execute((trx) => lockAndSettle(trx, baseId, Date.now() + i));
        return {};
      }),
      timeline: {} as Record<string, unknown>,
    };
    // the timeline at the natural rate: events fall due in the window, two worker processes apply them
    const ev = await pendingEvents(handle, w.baseIds, WINDOW_S);
    const workers = await startWorkers(url, 2, 4);
    const startedAt = new Date();
    await Bun.sleep((WINDOW_S + 12) * 1000); // the window is the load: the events fall due inside it
    for (const p of workers) p.kill();
    await Promise.all(workers.map((p) => p.exited));
    const [late] = await handle.sql<{ n: number; p50: number; p99: number; max: number }[]>`
      select count(*)::int as n, percentile_cont(0.5) within group (order by late) as p50,
             percentile_cont(0.99) within group (order by late) as p99, max(late) as max
      from (select greatest(0, extract(epoch from applied_at - due_at) * 1000) as late
            from timeline_events where applied_at >= ${startedAt} and kind = 'building') s`;
    result.timeline = {
      eventsPerSecond: ev.perSecond,
      due: ev.inWindow,
      applied: late?.n ?? 0,
      lateP50ms: round(late?.p50 ?? 0),
      lateP99ms: round(late?.p99 ?? 0),
      lateMaxMs: round(late?.max ?? 0),
    };
    console.log(`scale ${size}:`, JSON.stringify(result));
    app.stop();
    return result;
  } finally {
    await handle.close();
    const admin = connectPostgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

export async function worldScale() {
  const server = process.env.DATABASE_URL
    ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString()
    : await ensureEmbeddedPostgres({
        dir: '.data/pg-test',
        port: Number(process.env.TEST_PG_PORT ?? 54330),
        database: 'postgres',
        fsync: false,
      });
  const runs = [];
  for (const size of SIZES) runs.push(await measure(size, server));
  const [small, large] = [runs[0], runs[runs.length - 1]];
  type Read = 'baseRead' | 'command' | 'mapViewport' | 'leaderboard' | 'alliance' | 'warRoom' | 'settle';
  const ratio = (k: Read) => (small && large ? round(large[k].p99ms / Math.max(0.1, small[k].p99ms), 2) : null);
  // the medians too: on a shared machine the p99 of 300 reads is mostly the neighbours' load
  const ratio50 = (k: Read) => (small && large ? round(large[k].p50ms / Math.max(0.1, small[k].p50ms), 2) : null);
  const READS_NAMED: Read[] = ['baseRead', 'command', 'mapViewport', 'leaderboard', 'alliance', 'warRoom', 'settle'];
  const report = {
    at: new Date().toISOString(),
    machine: { cores: navigator.hardwareConcurrency, bun: Bun.version, loadAverage15m: loadavg()[2] },
    runs,
    p99RatioLargeToSmall: Object.fromEntries(READS_NAMED.map((k) => [k, ratio(k)])),
    p50RatioLargeToSmall: Object.fromEntries(READS_NAMED.map((k) => [k, ratio50(k)])),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/scale.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report));
  return report;
}

if (import.meta.main) {
  await worldScale();
  process.exit(0);
}
