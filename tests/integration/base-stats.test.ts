/** Research really applied, units at home eating food, and the spec's getUnitGroups list, through GraphQL. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOUR_MS } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const STATS = `{ base { units { type count } snapshot { amounts { food } ratePerHour { food } }
  stats { barracks { capacity speed } healing { capacity } rallyCapacity reinforcementCapacity protectedShare upkeepPerHour
    astromitePerHour units { type attack defense health trainMs } } } }`;
const START = 'mutation($r:String!){ startResearch(researchId:$r){ queue { id dueAt } } }';

async function patchBase(
  profileId: string,
  patch: (row: { buildings: Record<string, number>; research: Record<string, number> }) => Record<string, unknown>,
) {
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings', 'research'])
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set(patch(row as never) as never)
    .where('id', '=', row.id)
    .execute();
}

async function research(token: string, id: string) {
  const r = await s.gql(START, { r: id }, token);
  expect(r.errors).toBeUndefined();
  await s.runDueJobs(r.data!.startResearch.queue[0].dueAt);
}

describe('research effects reach every stat that reads them', () => {
  test('a ranger attack upgrade raises the ranger attack, a barracks line its capacity and speed', async () => {
    const p = await s.newPlayerWithProfile('Stats1');
    await patchBase(p.profileId, (b) => ({
      buildings: { ...b.buildings, 'research-lab': 3, barracks: 2 },
      resources: { food: 90000, steel: 90000, energy: 90000 },
    }));
    const before = (await s.gql(STATS, {}, p.token)).data!.base.stats;
    const ranger = () => before.units.find((u: { type: string }) => u.type === 'ranger');
    expect(ranger().attack).toBe(12);
    expect(before.barracks).toEqual({ capacity: 50, speed: 1 });

    await research(p.token, 'ranger-attack');
    await research(p.token, 'barracks-capacity');
    await research(p.token, 'barracks-speed');
    const after = (await s.gql(STATS, {}, p.token)).data!.base.stats;
    const r = after.units.find((u: { type: string }) => u.type === 'ranger');
    expect(r.attack).toBe(12.24);
    expect(after.units.find((u: { type: string }) => u.type === 'guardian').attack).toBe(8);
    expect(after.barracks).toEqual({ capacity: 60, speed: 1.05 });
    expect(r.trainMs).toBeLessThan(ranger().trainMs);
  });

  test('rally and reinforcement research add to what the command center and embassy give', async () => {
    const p = await s.newPlayerWithProfile('Stats2');
    await patchBase(p.profileId, (b) => ({
      buildings: { ...b.buildings, 'research-lab': 1, 'alliance-embassy': 1 },
      resources: { food: 90000, steel: 90000, energy: 90000 },
    }));
    const before = (await s.gql(STATS, {}, p.token)).data!.base.stats;
    await research(p.token, 'rally-capacity');
    await research(p.token, 'reinforcement-capacity');
    const after = (await s.gql(STATS, {}, p.token)).data!.base.stats;
    expect(after.rallyCapacity - before.rallyCapacity).toBe(1000);
    expect(after.reinforcementCapacity - before.reinforcementCapacity).toBe(500);
  });
});

describe('units at home', () => {
  test('eat food: the rate drops by their upkeep, and getUnitGroups lists them as the home group', async () => {
    const p = await s.newPlayerWithProfile('Upkeep1');
    const free = (await s.gql(STATS, {}, p.token)).data!.base;
    await patchBase(p.profileId, () => ({ units: { ranger: 100, cruiser: 10 } }));
    const fed = (await s.gql(STATS, {}, p.token)).data!.base;
    expect(fed.stats.upkeepPerHour).toBe(100 * 1 + 10 * 4);
    expect(fed.snapshot.ratePerHour.food).toBe(free.snapshot.ratePerHour.food - 140);
    expect(fed.units).toEqual([
      { type: 'ranger', count: 100 },
      { type: 'cruiser', count: 10 },
    ]);
    const groups = (await s.gql('{ getUnitGroups { id type units { type count } } }', {}, p.token)).data!.getUnitGroups;
    expect(groups).toEqual([
      { id: expect.any(String), type: 'home', units: fed.units },
      { id: `${groups[0].id}:injured`, type: 'injured', units: [] },
    ]);
  });

  test('an army larger than the farms can feed empties the stores to zero, never below', async () => {
    const p = await s.newPlayerWithProfile('Upkeep2');
    await patchBase(p.profileId, () => ({ units: { battleship: 100 } }));
    const start = (await s.gql(STATS, {}, p.token)).data!.base.snapshot;
    expect(start.ratePerHour.food).toBeLessThan(0);
    s.clock.advance(HOUR_MS / 4);
    const quarter = (await s.gql(STATS, {}, p.token)).data!.base.snapshot.amounts.food;
    expect(Math.abs(quarter - (start.amounts.food + start.ratePerHour.food / 4))).toBeLessThanOrEqual(1);
    s.clock.advance(3 * 24 * HOUR_MS);
    expect((await s.gql(STATS, {}, p.token)).data!.base.snapshot.amounts.food).toBe(0);
  });

  test('a player without a profile cannot list unit groups', async () => {
    const p = await s.newPlayer('Upkeep3');
    expect((await s.gql('{ getUnitGroups { id } }', {}, p.token)).errors?.[0]?.message).toBe('Profile not selected');
  });
});

describe("a player's base in /control", () => {
  test('an admin reads it settled to now; a player may not', async () => {
    const p = await s.newPlayerWithProfile('Watched1');
    await patchBase(p.profileId, () => ({ units: { guardian: 3 } }));
    const admin = await s.adminToken();
    const q = '{ adminBase(userProfileId: "ID") { buildings { id level } units { type count } queue { id } } }';
    const seen = (await s.gql(q.replace('ID', p.profileId), {}, admin)).data!.adminBase;
    expect(seen.units).toEqual([{ type: 'guardian', count: 3 }]);
    expect(seen.buildings).toContainEqual({ id: 'command-center', level: 2 });
    expect((await s.gql(q.replace('ID', p.profileId), {}, p.token)).errors?.[0]?.message).toBe('Not authorized');
  });
});

describe('timed boosts', () => {
  test('a boost raises the rate until its end; a player away past it is credited exactly', async () => {
    const p = await s.newPlayerWithProfile('Boost1');
    const q =
      '{ base { boosts { effect amount endsAt } snapshot { amounts { food } ratePerHour { food } } stats { units { type attack } } } }';
    // no boost at all (a late joiner's catch-up bonus, decision 069, is a boost too)
    await patchBase(p.profileId, () => ({ boosts: [] }));
    const plain = (await s.gql(q, {}, p.token)).data!.base;
    const now = s.clock.now();
    await patchBase(p.profileId, () => ({
      resources: { food: 0, steel: 0, energy: 0 },
      remainder: {},
      settled_at: new Date(now),
      boosts: [
        { effect: 'food-output', amount: 0.5, endsAt: now + 2 * HOUR_MS },
        { effect: 'ranger-attack', amount: 0.25, endsAt: now + 2 * HOUR_MS },
      ],
    }));
    const boosted = (await s.gql(q, {}, p.token)).data!.base;
    expect(boosted.boosts).toHaveLength(2);
    expect(boosted.snapshot.ratePerHour.food).toBeGreaterThan(plain.snapshot.ratePerHour.food);
    expect(boosted.stats.units.find((u: { type: string }) => u.type === 'ranger').attack).toBe(15);

    s.clock.advance(5 * HOUR_MS);
    const back = (await s.gql(q, {}, p.token)).data!.base;
    expect(back.boosts).toEqual([]);
    expect(back.snapshot.ratePerHour.food).toBe(plain.snapshot.ratePerHour.food);
    expect(back.snapshot.amounts.food).toBe(
      2 * boosted.snapshot.ratePerHour.food + 3 * plain.snapshot.ratePerHour.food,
    );
    expect(back.stats.units.find((u: { type: string }) => u.type === 'ranger').attack).toBe(12);
  });
});
