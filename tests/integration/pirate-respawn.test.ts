/**
 * Decision 042: a destroyed pirate ship does not come back on its cell at once. Its next crew appears
 * after pirateRespawnMs(level) of game time (15 minutes for a level-1 crew, 30 for
 * the others, decision 101) at another spot within PIRATE_ROAM cells of the ship's home,
 * and can be fought there like any pirate ship.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { distance, PIRATE_ROAM, pirateRespawnMs } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt returnsAt } }';
const BASE = '{ base { x y speed } }';
const FLEET = [
  { type: 'interceptor', count: 400 },
  { type: 'cruiser', count: 100 },
];
type Item = { x: number; y: number; type: string; level: number };

test("a destroyed pirate ship's next crew appears nearby after the delay, not on its cell, and fights there", async () => {
  const p = await s.newPlayerWithProfile('Roamer42');
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 800, cruiser: 200 } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, p.token)).data!.base;
  const pirates = async (): Promise<Item[]> =>
    (
      await s.gql(
        'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:14){ items { x y type level } } }',
        { x: home.x, y: home.y },
        p.token,
      )
    ).data!.getMap.items.filter((i: Item) => i.type === 'pirate-ship');
  const before = await pirates();
  // the nearest level-1 crew: the one a new commander hunts, back after its own (shorter) delay
  const ship = before.filter((i) => i.level === 1).sort((a, b) => distance(a, home) - distance(b, home))[0]!;
  const key = (i: { x: number; y: number }) => `${i.x}:${i.y}`;
  const sent = (await s.gql(SEND, { x: ship.x, y: ship.y, u: FLEET }, p.token)).data!.sendUnits;
  await s.runDueJobs(sent.arrivesAt);
  const fell = sent.arrivesAt;

  // gone from its cell, and nothing new near it yet
  const near = (list: Item[]) =>
    list.filter((i) => distance(i, ship) <= PIRATE_ROAM && !before.some((b) => key(b) === key(i)));
  s.clock.set(fell + 1000);
  const right = await pirates();
  expect(right.some((i) => key(i) === key(ship))).toBe(false);
  expect(near(right)).toEqual([]);

  // a minute before its level's delay, still nothing; after it, one crew of the same level within
  // reach of the home, on another cell
  s.clock.set(fell + pirateRespawnMs(ship.level, home.speed) - 60_000);
  expect(near(await pirates())).toEqual([]);
  s.clock.set(fell + pirateRespawnMs(ship.level, home.speed) + 1000);
  const later = await pirates();
  expect(later.some((i) => key(i) === key(ship))).toBe(false);
  const back = near(later);
  expect(back).toHaveLength(1);
  expect(back[0]!.level).toBe(ship.level);

  // it is a pirate ship like any other: a fleet sent there fights it (and it moves on again)
  await s.runDueJobs(sent.returnsAt);
  const again = (await s.gql(SEND, { x: back[0]!.x, y: back[0]!.y, u: FLEET }, p.token)).data!.sendUnits;
  await s.runDueJobs(again.arrivesAt);
  const report = (await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports[0];
  expect(report.kind).toBe('battle');
  expect(JSON.parse(report.data).result.winner).toBe('attacker');
  s.clock.set(again.arrivesAt + 1000);
  expect((await pirates()).some((i) => key(i) === key(back[0]!))).toBe(false);
});
