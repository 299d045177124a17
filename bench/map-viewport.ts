/**
 * The galaxy map viewport on a crowded world: a world of 1,000 × 1,000 spots with BENCH_MAP_BASES
 * (100,000) bases seeded directly (one in every 10 spots), then the map read as the browser's
 * galaxy page reads it — `getMap` over GraphQL end to end with a player's session, at the opening
 * zoom's window (radius 8: 7 shown and one ring more), at the widest zoom's (radius 11: 10 shown and
 * one ring more; src/web/features/galaxy/zoom.ts) and at the largest the server answers (radius 20), plus
 * the page's second read beside it, `occupations` — each at random centres, one at a time — and the
 * overview of the whole galaxy beside it (`getMapOverview`: its first, cold read, then the reads that
 * reuse the world's counts).
 */
import { sql } from 'kysely';
import { newBase } from '../src/game/index.ts';
import type { DbHandle } from '../src/platform/db.ts';
import type { TokenService } from '../src/platform/tokens.ts';

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

const MAP =
  'query Map($x: Int!, $y: Int!, $r: Int) { getMap(x: $x, y: $y, radius: $r) { worldId size x y radius items { coordinates x y type level owner own ally radar } } }';
const OVERVIEW = '{ getMapOverview { size cell side bases objects allies { x y } } }';
const HELD =
  'query Held($x: Int!, $y: Int!, $r: Int!) { occupations(x: $x, y: $y, radius: $r) { x y kind level holder own ally units } }';

export async function seedCrowdedWorld(handle: DbHandle, tokens: TokenService, bases: number, mapSize = 1000) {
  const t0 = performance.now();
  const start = newBase(Date.now());
  const [world] =
    await handle.sql`insert into worlds (name, opens_at, map_size) values (${`Crowded ${Date.now()}`}, now(), ${mapSize}) returning id`;
  const worldId = world?.id as string;
  const spacing = Math.max(1, Math.floor((mapSize * mapSize) / bases));
  await handle.sql.begin(async (tx) => {
    await tx`create temporary table crowd on commit drop as
      select g as i, gen_random_uuid() as account_id, gen_random_uuid() as profile_id from generate_series(0, ${bases - 1}) g`;
    await tx`insert into accounts (id, username, email, password_hash, status)
      select account_id, 'crowd' || i, 'crowd' || i || '@x.test', 'x', 'active' from crowd`;
    await tx`insert into profiles (id, account_id, world_id, username) select profile_id, account_id, ${worldId}, 'crowd' || i from crowd`;
    // one base in each run of `spacing` spots, at an offset that varies from run to run
    await tx`insert into bases (profile_id, world_id, x, y, buildings, resources, settled_at)
      select profile_id, ${worldId}, s % ${mapSize}, s / ${mapSize}, ${tx.json(start.buildings)}, ${tx.json(start.resources)}, now()
      from (select profile_id, i * ${spacing} + (i * 7) % ${spacing} as s from crowd) c`;
  });
  await handle.sql`analyze accounts`;
  await handle.sql`analyze profiles`;
  await handle.sql`analyze bases`;
  // readers: the first 20 commanders, signed in with their profile entered
  const readers = await handle.sql`
    insert into sessions (account_id, profile_id)
    select account_id, id from profiles where world_id = ${worldId} order by username limit 20 returning id, account_id`;
  const readerTokens = await Promise.all(
    readers.map((r) =>
      tokens.sign(
        { sid: r.id, sub: r.account_id, role: 'player', username: 'crowd', authActive: false, lastLogin: null },
        Date.now(),
      ),
    ),
  );
  const seconds = round((performance.now() - t0) / 1000);
  console.log(`crowded world: ${bases} bases on ${mapSize} × ${mapSize} seeded in ${seconds} s`);
  return { worldId, mapSize, tokens: readerTokens, seedSeconds: seconds };
}

async function timeReads(
  endpoint: string,
  tokens: string[],
  query: string,
  radius: number,
  mapSize: number,
  n: number,
) {
  const lat: number[] = [];
  let items = 0;
  for (let i = 0; i < n + 50; i++) {
    const variables = { x: Math.floor(Math.random() * mapSize), y: Math.floor(Math.random() * mapSize), r: radius };
    const t = performance.now();
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': tokens[i % tokens.length] as string },
      body: JSON.stringify({ query, variables }),
    });
    const j = (await res.json()) as {
      data?: { getMap?: { items: unknown[] }; occupations?: unknown[]; getMapOverview?: unknown };
      errors?: unknown;
    };
    if (j.errors || !j.data) throw new Error(`map read failed: ${JSON.stringify(j).slice(0, 300)}`);
    // the first 50 warm the JIT, the caches and the pool
    if (i >= 50) {
      lat.push(performance.now() - t);
      items += j.data.getMap?.items.length ?? j.data.occupations?.length ?? 0;
    }
  }
  return {
    reads: n,
    radius,
    itemsPerRead: round(items / n),
    p50ms: round(pct(lat, 50)),
    p95ms: round(pct(lat, 95)),
    p99ms: round(pct(lat, 99)),
  };
}

export async function mapViewport(
  handle: DbHandle,
  tokens: TokenService,
  endpoint: string,
  opts: { bases: number; reads: number },
) {
  const world = await seedCrowdedWorld(handle, tokens, opts.bases);
  // the overview's first read counts the world's bases and objects (then kept): timed alone
  const t0 = performance.now();
  const cold = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': world.tokens[0] as string },
    body: JSON.stringify({ query: OVERVIEW }),
  });
  const coldJson = (await cold.json()) as { data?: { getMapOverview?: { bases: number[] } } };
  const overviewColdMs = round(performance.now() - t0);
  const counted = coldJson.data?.getMapOverview?.bases.reduce((a, b) => a + b, 0);
  if (counted !== opts.bases) throw new Error(`the overview counted ${counted} bases of ${opts.bases}`);
  const out = {
    bases: opts.bases,
    mapSize: world.mapSize,
    seedSeconds: world.seedSeconds,
    getMapOpeningZoom: await timeReads(endpoint, world.tokens, MAP, 8, world.mapSize, opts.reads),
    getMapWidestZoom: await timeReads(endpoint, world.tokens, MAP, 11, world.mapSize, opts.reads),
    getMapLargest: await timeReads(endpoint, world.tokens, MAP, 20, world.mapSize, opts.reads),
    occupations: await timeReads(endpoint, world.tokens, HELD, 11, world.mapSize, opts.reads),
    overviewColdMs,
    overview: await timeReads(endpoint, world.tokens, OVERVIEW, 0, world.mapSize, opts.reads),
  };
  console.log(
    `map viewport on ${opts.bases} bases: getMap r8 p95 ${out.getMapOpeningZoom.p95ms} ms, r11 p95 ${out.getMapWidestZoom.p95ms} ms, r20 p95 ${out.getMapLargest.p95ms} ms, occupations p95 ${out.occupations.p95ms} ms, overview cold ${overviewColdMs} ms then p95 ${out.overview.p95ms} ms`,
  );
  return out;
}
