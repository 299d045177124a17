/**
 * Rankings on worlds of BENCH_RANKING_SIZES (1,500 and 15,000) commanders: the world seeded directly
 * (bases with random tallies and research, a tenth in alliances of 20, battle counters), the periodic
 * job's computation timed once, then `ranking` read as the browser reads it — over GraphQL end to
 * end with a commander's session — at random categories, both scopes, first pages and deep pages.
 */
import { RANKING_CATEGORIES as CATEGORIES } from '../src/game/index.ts';
import { refreshWorldRankings } from '../src/modules/leaderboards/index.ts';
import type { DbHandle } from '../src/platform/db.ts';
import type { TokenService } from '../src/platform/tokens.ts';
import { seedCrowdedWorld } from './map-viewport.ts';

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const RANKING =
  'query R($c: String!, $s: RankingScope!, $o: Int, $l: Int) { ranking(category: $c, scope: $s, offset: $o, limit: $l) { total refreshedAt entries { rank id name score own } me { rank score } } }';

async function oneWorld(handle: DbHandle, tokens: TokenService, endpoint: string, commanders: number, reads: number) {
  const world = await seedCrowdedWorld(handle, tokens, commanders, Math.ceil(Math.sqrt(commanders * 10)));
  const sql = handle.sql;
  await sql`update bases set influence = (random() * 100000)::int,
    research = jsonb_build_object('steel-output', (random() * 20)::int, 'food-output', (random() * 20)::int),
    tally = jsonb_build_object('produced', (random() * 1e9)::bigint, 'trained', jsonb_build_object('ranger', (random() * 1e5)::int), 'piratesDestroyed', (random() * 500)::int)
    where world_id = ${world.worldId}`;
  await sql`insert into battle_tallies (profile_id, won, destroyed, lost)
    select id, (random() * 300)::int, (random() * 1e6)::bigint, (random() * 1e6)::bigint from profiles where world_id = ${world.worldId}`;
  await sql`with p as (select id, row_number() over (order by id) - 1 as i from profiles where world_id = ${world.worldId}),
      a as (insert into alliances (world_id, name, tag, created_at)
        select ${world.worldId}, 'Alliance ' || g, 'A' || g, now() from generate_series(0, ${Math.floor(commanders / 200) - 1}) g returning id, name),
      n as (select id, row_number() over (order by name) - 1 as j from a)
    insert into alliance_members (profile_id, alliance_id, role, joined_at)
    select p.id, n.id, 'member', now() from p join n on n.j = p.i / 20 where p.i < ${Math.floor(commanders / 10)}`;
  const t0 = performance.now();
  await refreshWorldRankings(handle.db, world.worldId, Date.now());
  const computeMs = round(performance.now() - t0);
  const lat: number[] = [];
  for (let i = 0; i < reads + 50; i++) {
    const deep = i % 2 === 1;
    const scope = i % 5 === 0 ? 'alliances' : 'commanders';
    const variables = {
      c: CATEGORIES[i % CATEGORIES.length],
      s: scope,
      o: deep ? Math.floor(Math.random() * (scope === 'commanders' ? commanders - 50 : 20)) : 0,
      l: 50,
    };
    const t = performance.now();
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-token': world.tokens[i % world.tokens.length] as string,
      },
      body: JSON.stringify({ query: RANKING, variables }),
    });
    const j = (await res.json()) as { data?: { ranking?: { entries: unknown[]; total: number } }; errors?: unknown };
    if (j.errors || !j.data?.ranking || j.data.ranking.total === 0)
      throw new Error(`ranking read failed: ${JSON.stringify(j).slice(0, 300)}`);
    if (i >= 50) lat.push(performance.now() - t);
  }
  const out = {
    commanders,
    computeMs,
    reads,
    p50ms: round(pct(lat, 50)),
    p95ms: round(pct(lat, 95)),
    p99ms: round(pct(lat, 99)),
  };
  console.log(
    `rankings on ${commanders} commanders: computed in ${computeMs} ms; a page read p50 ${out.p50ms} ms, p99 ${out.p99ms} ms`,
  );
  return out;
}

export async function rankingReads(
  handle: DbHandle,
  tokens: TokenService,
  endpoint: string,
  opts: { sizes: number[]; reads: number },
) {
  const out = [];
  for (const n of opts.sizes) {
    out.push(await oneWorld(handle, tokens, endpoint, n, opts.reads));
    // the next crowd takes the same names: this one's accounts step aside
    await handle.sql`update accounts set username = 'r' || ${n} || username, email = 'r' || ${n} || email where username like 'crowd%'`;
  }
  return out;
}
