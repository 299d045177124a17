/**
 * The galaxy map beyond its window, through GraphQL: the overview of the whole galaxy (bases and
 * objects counted per cell, allies' bases) and the other commanders' fleets the map draws
 * (an ally's always; a stranger's only while it flies at me or an ally).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectCounts, overviewIndex, worldSeed } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>> & {
  baseId: string;
  worldId: string;
  x: number;
  y: number;
};
const OVERVIEW = '{ getMapOverview { size cell side bases objects allies { x y } } }';
const FLEETS = '{ mapFleets { id relation commander kind phase from { x y } to { x y } legStart legEnd } }';

async function commander(name: string): Promise<Player> {
  const p = await s.newPlayerWithProfile(name);
  const b = await s.db
    .selectFrom('bases')
    .select(['id', 'world_id', 'x', 'y'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  return { ...p, baseId: b.id, worldId: b.world_id, x: b.x, y: b.y };
}

async function alliance(tag: string, members: Player[]) {
  const [a] = await s.sql`insert into alliances (world_id, name, tag, created_at)
    values (${members[0]!.worldId}, ${`Chart ${tag}`}, ${tag}, now()) returning id`;
  for (const [i, m] of members.entries())
    await s.sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
      values (${m.profileId}, ${a!.id}, ${i === 0 ? 'leader' : 'member'}, now())`;
  return a!.id as string;
}

/** A rally led by `leader` at `to` (a base or a spot), and one share of it per member, in `status`. */
async function rally(
  allianceId: string,
  leader: Player,
  to: Player | { x: number; y: number },
  shares: [Player, string][],
) {
  const now = s.clock.now();
  const base = 'baseId' in to ? to : null;
  const [r] = await s.sql`insert into rallies (world_id, alliance_id, leader_profile_id, leader_base_id, target_x,
      target_y, target_kind, target_level, target_base_id, capacity, status, wait_minutes, created_at, departs_at,
      arrives_at, updated_at, seed)
    values (${leader.worldId}, ${allianceId}, ${leader.profileId}, ${leader.baseId}, ${to.x}, ${to.y},
      ${base ? 'solar-system' : 'pirate-ship'}, 1, ${base?.baseId ?? null}, 1000, 'waiting', 5, ${new Date(now - 60_000)},
      ${new Date(now + 300_000)}, null, ${new Date(now)}, ${'ab'.repeat(32)}) returning id`;
  const ids: string[] = [];
  for (const [member, status] of shares) {
    const [m] = await s.sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y,
        target_kind, target_level, units, departs_at, arrives_at, target_base_id, rally_id, updated_at)
      values (${member.profileId}, ${member.baseId}, ${member.worldId}, 'rally', ${status}, ${to.x}, ${to.y},
        ${base ? 'solar-system' : 'pirate-ship'}, 1, ${s.sql.json({ interceptor: 5 })}, ${new Date(now - 60_000)},
        ${new Date(now + 600_000)}, ${base?.baseId ?? null}, ${r!.id}, ${new Date(now)}) returning id`;
    ids.push(m!.id as string);
  }
  return ids as [string, string];
}

/** A fleet of `from` in flight: at a base (a raid) or at a spot (a pirate ship). */
async function fleet(from: Player, to: Player | { x: number; y: number }, status = 'marching', kind = 'raid') {
  const now = s.clock.now();
  const base = 'baseId' in to ? to : null;
  const [m] = await s.sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y,
      target_kind, target_level, units, departs_at, arrives_at, returns_at, target_base_id, updated_at)
    values (${from.profileId}, ${from.baseId}, ${from.worldId}, ${kind}, ${status}, ${to.x}, ${to.y},
      ${base ? 'solar-system' : 'pirate-ship'}, 1, ${s.sql.json({ interceptor: 5 })}, ${new Date(now - 60_000)},
      ${new Date(now + 600_000)}, ${status === 'returning' ? new Date(now + 1_200_000) : null}, ${base?.baseId ?? null},
      ${new Date(now)}) returning id`;
  return m!.id as string;
}

describe('the overview of the galaxy', () => {
  test("every base of the world is counted in its cell, the objects are the seed's, my allies' bases are marked", async () => {
    const a = await commander('Cartographer1');
    const b = await commander('Cartographer2');
    await commander('Cartographer3');
    await alliance('CRT', [a, b]);
    const o = (await s.gql(OVERVIEW, {}, a.token)).data!.getMapOverview;
    expect(o).toMatchObject({ size: 200, cell: 8, side: 25 });
    // the counts match the bases placed, cell by cell
    const placed = await s.db.selectFrom('bases').select(['x', 'y']).where('world_id', '=', a.worldId).execute();
    const expected = new Array(625).fill(0);
    for (const p of placed) expected[overviewIndex(o.size, p)] += 1;
    expect(placed.length).toBeGreaterThanOrEqual(3);
    expect(o.bases).toEqual(expected);
    expect(o.objects).toEqual(objectCounts(worldSeed(a.worldId), o.size));
    expect(o.allies).toEqual([{ x: b.x, y: b.y }]);
  });

  test('a new base shows on the overview once the counts are older than 30 seconds', async () => {
    const a = await commander('Cartographer4');
    const total = async () =>
      ((await s.gql(OVERVIEW, {}, a.token)).data!.getMapOverview.bases as number[]).reduce((x, y) => x + y, 0);
    s.clock.advance(30_000);
    const before = await total();
    await commander('Cartographer5');
    // the counts are reused for a while: the overview is one cheap read per world, not one per reader
    expect(await total()).toBe(before);
    s.clock.advance(30_000);
    expect(await total()).toBe(before + 1);
  });
});

describe("other commanders' fleets on my map", () => {
  test("an ally's fleets and a stranger's flying at me or an ally show; fleets between strangers do not", async () => {
    const me = await commander('Watcher1');
    const friend = await commander('Watcher2');
    const raider = await commander('Watcher3');
    const stranger = await commander('Watcher4');
    await alliance('WTC', [me, friend]);
    const atMe = await fleet(raider, me);
    const atFriend = await fleet(raider, friend, 'marching', 'scout');
    const friendOut = await fleet(friend, { x: 3, y: 4 }, 'marching', 'attack');
    const friendHome = await fleet(friend, { x: 5, y: 6 }, 'returning', 'attack');
    const between = await fleet(raider, stranger);
    const fromMeHome = await fleet(stranger, me, 'returning');
    const atPirate = await fleet(stranger, { x: 7, y: 8 }, 'marching', 'attack');
    const mine = await fleet(me, { x: 9, y: 9 }, 'marching', 'attack');

    const seen = (await s.gql(FLEETS, {}, me.token)).data!.mapFleets as {
      id: string;
      relation: string;
      commander: string;
      from: { x: number; y: number };
      to: { x: number; y: number };
      legStart: number;
      legEnd: number;
    }[];
    const by = new Map(seen.map((f) => [f.id, f]));
    expect(by.get(atMe)).toMatchObject({
      relation: 'hostile',
      commander: 'Watcher3',
      from: { x: raider.x, y: raider.y },
      to: { x: me.x, y: me.y },
      legEnd: s.clock.now() + 600_000,
    });
    expect(by.get(atFriend)).toMatchObject({ relation: 'hostile', to: { x: friend.x, y: friend.y } });
    expect(by.get(friendOut)).toMatchObject({ relation: 'ally', commander: 'Watcher2', to: { x: 3, y: 4 } });
    // on its way home the course runs from the target back to the base, its leg as long as the way out
    expect(by.get(friendHome)).toMatchObject({
      relation: 'ally',
      from: { x: 5, y: 6 },
      to: { x: friend.x, y: friend.y },
      legStart: s.clock.now() + 1_200_000 - 660_000,
    });
    for (const hidden of [between, fromMeHome, atPirate, mine]) expect(by.has(hidden)).toBe(false);
    expect(seen).toHaveLength(4);

    // the stranger sees nothing of us: no ally, nobody flies at them but the raider's fleet
    const theirs = (await s.gql(FLEETS, {}, stranger.token)).data!.mapFleets as { id: string; relation: string }[];
    expect(theirs).toEqual([expect.objectContaining({ id: between, relation: 'hostile' })]);
  });
});

describe("a rally's shares on the map", () => {
  test("they fly to the leader's base, then from there to the target: mine, my allies' and a stranger's at us", async () => {
    const me = await commander('Muster1');
    const friend = await commander('Muster2');
    const foe = await commander('Muster3');
    const foeAlly = await commander('Muster4');
    const ours = await alliance('MST', [me, friend]);
    const theirs = await alliance('FOE', [foe, foeAlly]);
    // my rally at a pirate ship: my share flies with it, my friend's is on its way to my base, one waits
    const [mineOut, friendJoining] = await rally(ours, me, { x: 11, y: 12 }, [
      [me, 'rallying'],
      [friend, 'joining'],
    ]);
    const [friendWaiting] = await rally(ours, friend, { x: 13, y: 14 }, [[friend, 'waiting']]);
    // a stranger's rally flying at my base, and one of its members still joining it
    const [foeOut, foeJoining] = await rally(theirs, foe, me, [
      [foe, 'rallying'],
      [foeAlly, 'joining'],
    ]);

    const seen = (await s.gql(FLEETS, {}, me.token)).data!.mapFleets as {
      id: string;
      relation: string;
      from: { x: number; y: number };
      to: { x: number; y: number };
    }[];
    const by = new Map(seen.map((f) => [f.id, f]));
    expect(by.get(mineOut)).toMatchObject({ relation: 'own', from: { x: me.x, y: me.y }, to: { x: 11, y: 12 } });
    expect(by.get(friendJoining)).toMatchObject({
      relation: 'ally',
      from: { x: friend.x, y: friend.y },
      to: { x: me.x, y: me.y },
    });
    expect(by.get(foeOut)).toMatchObject({
      relation: 'hostile',
      from: { x: foe.x, y: foe.y },
      to: { x: me.x, y: me.y },
    });
    // waiting at its leader's base it does not fly; a stranger's share on its way to its own leader is not ours to see
    expect(by.has(friendWaiting)).toBe(false);
    expect(by.has(foeJoining)).toBe(false);
    expect(seen).toHaveLength(3);
  });
});

test('guests are refused both reads', async () => {
  expect((await s.gql(OVERVIEW)).errors?.[0]?.message).toBe('Not authenticated');
  expect((await s.gql(FLEETS)).errors?.[0]?.message).toBe('Not authenticated');
});
