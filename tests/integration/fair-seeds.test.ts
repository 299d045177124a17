/**
 * Battles nobody can foresee (decision 039): every march, rally and portal mission has a secret seed
 * fixed at launch. Its commitment (sha256) is shown at once; the seed itself appears in no read until
 * the report, which reveals it, and the outcome replays from it. Guessable seeds fail here: derived
 * from an id or the clock (the real one, any millisecond of the launches, or the game's), repeated,
 * readable before the fight, or swapped after the commitment was shown.
 */
import { createHash } from 'node:crypto';
import { getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createRng,
  distance,
  drawSeed,
  pirateFleet,
  plainStats,
  resolveMission,
  seedFromText,
  simulateBattle,
  simulateJointBattle,
} from '../../src/game/index.ts';
import { schema } from '../../src/server/schema.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Units = Record<string, number>;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const sha256 = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;

/**
 * A selection of every field a type has, down to scalars (from the schema the server runs): a field
 * added later that leaks the seed is read here too.
 */
function everyField(typeName: string, depth = 4): string {
  const type = schema.getType(typeName);
  if (depth === 0 || !isObjectType(type)) return '__typename';
  return Object.values(type.getFields())
    .filter((f) => f.args.length === 0)
    .map((f) => {
      const inner = getNamedType(f.type);
      return isObjectType(inner) ? `${f.name} { ${everyField(inner.name, depth - 1)} }` : f.name;
    })
    .join(' ');
}

async function commander(name: string, units: Units, buildings: Record<string, number> = {}): Promise<Player> {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ units, buildings: { ...(row.buildings as object), ...buildings } } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}

/** The nearest pirate ship nobody flies at yet (nor is about to: `aimed`). */
async function pirateNear(p: Player, aimed: Set<string>) {
  const h = (await s.gql('{ base { x y } }', {}, p.token)).data!.base;
  const items = (
    await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type level } } }', h, p.token)
  ).data!.getMap.items as { x: number; y: number; type: string; level: number }[];
  const used = new Set<string>(aimed);
  for (const t of await s.sql`select target_x as x, target_y as y from marches union select target_x, target_y from rallies`)
    used.add(`${t.x}:${t.y}`);
  const pick = items
    .filter((i) => i.type === 'pirate-ship' && !used.has(`${i.x}:${i.y}`))
    .sort((a, b) => distance(a, h) - distance(b, h))[0]!;
  aimed.add(`${pick.x}:${pick.y}`);
  return pick;
}

/**
 * A fleet whose fight with this pirate crew turns on the dice: among a few sizes and mixes, the one
 * with the most different outcomes over 24 seeds (an overwhelming fleet wins the same way on every
 * seed, and would not show which seed a battle used).
 */
function closeFleet(level: number): Units {
  let best: { units: Units; outcomes: number } = { units: {}, outcomes: 0 };
  for (const n of [2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 40, 60, 80])
    for (const units of <Units[]>[
      { interceptor: n, ranger: n },
      { interceptor: n, cruiser: Math.ceil(n / 4), ranger: n },
      { cruiser: n, ranger: 2 * n },
    ]) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 24; seed++)
        seen.add(
          JSON.stringify(
            simulateBattle(
              {
                attacker: { units, stats: plainStats() },
                defender: { units: pirateFleet(level), stats: plainStats() },
              },
              createRng(seed * 7919),
            ),
          ),
        );
      if (seen.size > best.outcomes) best = { units, outcomes: seen.size };
    }
  return best.units;
}

/** Puts `p`'s base on an empty cell next to `near`'s, so it reaches a rally there in time. */
async function moveNextTo(p: Player, near: Player) {
  const h = (await s.gql('{ base { x y } }', {}, near.token)).data!.base as { x: number; y: number };
  const items = (await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:3){ items { x y } } }', h, near.token))
    .data!.getMap.items as { x: number; y: number }[];
  const taken = new Set(
    [...items, ...(await s.db.selectFrom('bases').select(['x', 'y']).execute())].map((c) => `${c.x}:${c.y}`),
  );
  const cells = [-2, -1, 1, 2].flatMap((dx) => [-2, -1, 1, 2].map((dy) => ({ x: h.x + dx, y: h.y + dy })));
  const free = cells.find((c) => !taken.has(`${c.x}:${c.y}`))!;
  await s.db
    .updateTable('bases')
    .set(free as never)
    .where('profile_id', '=', p.profileId)
    .execute();
}

/** What an attacker could compute from what they know: the ids, and the clock around the launches. */
function guesses(ids: string[], times: number[]): Set<string> {
  const out = new Set<string>();
  const add = (v: string) => {
    out.add(v);
    out.add(sha256(v));
  };
  for (const id of ids) {
    const bare = id.replace(/-/g, '');
    add(id);
    add(bare);
    out.add(sha256(Buffer.from(bare, 'hex')));
    out.add(bare.padEnd(64, '0'));
    out.add((bare + bare).slice(0, 64));
    add(String(seedFromText(id)));
  }
  for (const t of times) {
    add(String(t));
    add(t.toString(16));
    add(new Date(t).toISOString());
    out.add(t.toString(16).padStart(64, '0'));
  }
  return out;
}

describe('seeds nobody can foresee', () => {
  test('each launch commits to a fresh secret seed: shown as a hash at once, in no read until the report, which reveals it and replays from it', async () => {
    const attackers = [
      await commander('SeedCorsairA', {}),
      await commander('SeedCorsairB', {}),
      await commander('SeedCorsairC', {}),
    ];
    // each attacker gets a fleet whose battle the seed decides (so a battle fought with another seed shows)
    const aims = [];
    const aimed = new Set<string>();
    for (const p of attackers) {
      const at = await pirateNear(p, aimed);
      const fleet = closeFleet(at.level);
      await s.db
        .updateTable('bases')
        .set({ units: fleet } as never)
        .where('profile_id', '=', p.profileId)
        .execute();
      aims.push({ p, at, fleet });
    }
    const leader = await commander('SeedLeader', { interceptor: 400 }, { 'alliance-embassy': 1 });
    const mate = await commander('SeedMate', { cruiser: 150 }, { 'alliance-embassy': 1 });
    await moveNextTo(mate, leader);
    const explorer = await commander('SeedExplorer', { interceptor: 400, cruiser: 100 }, { portal: 2 });
    const allianceId = (
      await s.gql('mutation{ createAlliance(name:"Seed Keepers",tag:"SEED"){ alliance { id } } }', {}, leader.token)
    ).data!.createAlliance.alliance.id;
    await s.db
      .insertInto('alliance_members' as never)
      .values({
        profile_id: mate.profileId,
        alliance_id: allianceId,
        role: 'member',
        joined_at: new Date(s.clock.now()),
      } as never)
      .execute();
    const explorerBase = await s.db
      .selectFrom('bases')
      .select('id')
      .where('profile_id', '=', explorer.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('portals' as never)
      .set({ energy: 10, energy_at: new Date(s.clock.now()) } as never)
      .where('base_id' as never, '=', explorerBase.id as never)
      .execute();

    const MARCH = everyField('March');
    const RALLY = everyField('Rally');
    const MISSION = everyField('Mission');
    const GROUPS = `{ getUnitGroups { ${everyField('UnitGroup')} } }`;
    const launches: { who: Player; kind: 'march' | 'rally' | 'mission'; id: string; commitment: string }[] = [];

    // every launch at the same game instant, within a few real milliseconds
    const realFrom = Date.now();
    for (const { p, at, fleet } of aims) {
      const m = (
        await s.gql(
          `mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ ${MARCH} } }`,
          { x: at.x, y: at.y, u: list(fleet) },
          p.token,
        )
      ).data!.sendUnits;
      launches.push({ who: p, kind: 'march', id: m.id, commitment: m.commitment });
    }
    const target = await pirateNear(leader, aimed);
    const rally = (
      await s.gql(
        `mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:5,units:$u){ ${RALLY} } }`,
        { ...target, u: list({ interceptor: 400 }) },
        leader.token,
      )
    ).data!.createRally;
    launches.push({ who: leader, kind: 'rally', id: rally.id, commitment: rally.commitment });
    const joined = await s.gql(
      `mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r,units:$u){ ${RALLY} } }`,
      { r: rally.id, u: list({ cruiser: 150 }) },
      mate.token,
    );
    // a member sees the same commitment; joining changes nothing of it
    expect(joined.data!.joinRally.commitment).toBe(rally.commitment);
    const hostile = (
      (await s.gql(`{ getMissions { ${MISSION} } }`, {}, explorer.token)).data!.getMissions as {
        id: string;
        type: string;
        commitment: string | null;
      }[]
    ).find((m) => m.type === 'hostile')!;
    // an offer has no seed yet: it is drawn as the units go through
    expect(hostile.commitment).toBeNull();
    const sent = (
      await s.gql(
        `mutation($m:ID!,$u:[UnitCountInput!]!){ deployMission(missionId:$m,units:$u){ ${MISSION} } }`,
        { m: hostile.id, u: list({ interceptor: 400, cruiser: 100 }) },
        explorer.token,
      )
    ).data!.deployMission;
    launches.push({ who: explorer, kind: 'mission', id: sent.id, commitment: sent.commitment });
    const realTo = Date.now();

    // the seeds as stored, every row these launches wrote (the rally members' and the mission's marches too)
    const profiles = [...attackers, leader, mate, explorer].map((p) => p.profileId);
    const marchRows = await s.sql<
      { id: string; seed: string; commitment: string }[]
    >`select id, seed, commitment from marches where profile_id in ${s.sql(profiles)}`;
    const rallyRows = await s.sql<
      { id: string; seed: string; commitment: string }[]
    >`select id, seed, commitment from rallies where id = ${rally.id}`;
    const missionRows = await s.sql<
      { id: string; seed: string; commitment: string }[]
    >`select id, seed, commitment from portal_missions where id = ${sent.id}`;
    const rows = [...marchRows, ...rallyRows, ...missionRows];
    expect(marchRows).toHaveLength(6);
    const seedOf = new Map(rows.map((r) => [r.id, r.seed]));

    // 32 bytes each, all different, and none an attacker could compute from ids or the clock
    for (const r of rows) {
      expect(r.seed).toMatch(HEX64);
      expect(r.commitment).toBe(sha256(Buffer.from(r.seed, 'hex')));
    }
    // one seed per launch: a rally's members' marches and a mission's march carry their launch's seed
    expect(new Set(rows.map((r) => r.seed)).size).toBe(launches.length);
    const launchSeeds = new Set(launches.map((l) => seedOf.get(l.id)));
    for (const r of marchRows) expect(launchSeeds.has(r.seed)).toBe(true);
    const clock = [s.clock.now()];
    for (let t = realFrom - 1000; t <= realTo + 1000; t++) clock.push(t);
    const guessable = guesses([...rows.map((r) => r.id), ...profiles, allianceId], clock);
    for (const r of rows) expect(guessable.has(r.seed), `seed of ${r.id} is guessable`).toBe(false);

    // the commitment is what the launch answered; the seed is in no read of any of them
    for (const l of launches) {
      expect(l.commitment).toMatch(HEX64);
      expect(l.commitment).toBe(sha256(Buffer.from(seedOf.get(l.id)!, 'hex')));
    }
    const reads: string[] = [];
    for (const p of [...attackers, leader, mate, explorer]) {
      reads.push(JSON.stringify((await s.gql(`{ getMapMarches { ${MARCH} } }`, {}, p.token)).data));
      reads.push(JSON.stringify((await s.gql(GROUPS, {}, p.token)).data));
      reads.push(JSON.stringify((await s.gql('{ reports { id kind data } }', {}, p.token)).data));
    }
    for (const p of [leader, mate]) {
      reads.push(JSON.stringify((await s.gql(`{ rallies { ${RALLY} } }`, {}, p.token)).data));
      reads.push(
        JSON.stringify((await s.gql(`query($r:ID!){ rally(rallyId:$r){ ${RALLY} } }`, { r: rally.id }, p.token)).data),
      );
    }
    reads.push(JSON.stringify((await s.gql(`{ getMissions { ${MISSION} } }`, {}, explorer.token)).data));
    // each fleet's line in the march list shows the commitment of the outcome it flies to
    const marchOf = async (p: Player) =>
      (await s.gql(`{ getMapMarches { ${MARCH} } }`, {}, p.token)).data!.getMapMarches;
    expect((await marchOf(attackers[0]!))[0].commitment).toBe(launches[0]!.commitment);
    expect((await marchOf(mate))[0].commitment).toBe(rally.commitment);
    expect((await marchOf(explorer))[0].commitment).toBe(sent.commitment);
    for (const read of reads)
      for (const r of rows) expect(read.includes(r.seed), 'a seed read before its fight').toBe(false);

    // the outcomes: each report reveals the committed seed, and the outcome replays from it
    await s.runDueJobs(s.clock.now() + 4 * 3_600_000);
    for (const l of launches) {
      const kind = { march: 'battle', rally: 'rally', mission: 'portal-mission' }[l.kind];
      const reports = (await s.gql('{ reports { kind data } }', {}, l.who.token)).data!.reports as {
        kind: string;
        data: string;
      }[];
      const report = reports.find((r) => r.kind === kind);
      expect(report, `${l.kind} ${l.id} has its report`).toBeDefined();
      const d = JSON.parse(report!.data);
      expect(d.seed).toBe(seedOf.get(l.id));
      expect(d.commitment).toBe(l.commitment);
      expect(sha256(Buffer.from(d.seed, 'hex'))).toBe(l.commitment);
      const rng = createRng(drawSeed(d.seed));
      if (l.kind === 'march') expect(simulateBattle(d.input, rng)).toEqual(d.result);
      else if (l.kind === 'rally') expect(simulateJointBattle(d.input, rng)).toEqual(d.result);
      else {
        const again = resolveMission('hostile', d.level, d.units, d.input.attacker.stats, drawSeed(d.seed));
        expect(again.battle?.result).toEqual(d.result);
      }
      // and its engine seed is not the one its id gives, as battles once had
      if (l.kind !== 'mission') expect(drawSeed(d.seed)).not.toBe(seedFromText(l.kind === 'rally' ? rally.id : l.id));
    }
    // six commanders, a rally and a mission on a shared machine: more than the default 30 s
  }, 120_000);
});
