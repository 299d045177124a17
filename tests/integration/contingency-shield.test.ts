/**
 * A contingency rule that raises a shield from the backpack (decision 073), with the test clock: at the
 * rule's moment before a stronger raid lands, the shortest shield in the backpack goes up and the raid
 * turns back; a shield taken down less than 30 minutes before cannot go up again, and the commander
 * is told when one could, the item kept.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const BASE = '{ base { x y units { type count } } }';
const RULE = 'mutation { addContingencyRule(minutes: 5, action: shield) { id } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
const REPORTS = '{ reports { kind createdAt data } }';
const SHIELD = 'planetary-shield-8h';

/** A strong raider and a keeper 20 cells east with one 8-hour shield in the backpack, its beginner's shield down. */
async function scene(tag: string, shieldDownAt: number) {
  const raider = await s.newPlayerWithProfile(`ShieldRaider${tag}`);
  const keeper = await s.newPlayerWithProfile(`ShieldKeeper${tag}`);
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 600, cruiser: 100 } } as never)
    .where('profile_id', '=', raider.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, raider.token)).data!.base;
  const at = { x: home.x + 20, y: home.y + 7 };
  await s.db
    .updateTable('bases')
    .set({ ...at, units: { guardian: 20 }, shield_until: null, shield_down_at: new Date(shieldDownAt) } as never)
    .where('profile_id', '=', keeper.profileId)
    .execute();
  await s.sql`insert into backpack_items (profile_id, item_type, count) values (${keeper.profileId}, ${SHIELD}, 1)`;
  expect((await s.gql(RULE, {}, keeper.token)).errors).toBeUndefined();
  const sent = await s.gql(
    SEND,
    {
      ...at,
      u: [
        { type: 'interceptor', count: 600 },
        { type: 'cruiser', count: 100 },
      ],
    },
    raider.token,
  );
  expect(sent.errors).toBeUndefined();
  return { raider, keeper, raid: sent.data!.sendUnits as { id: string; arrivesAt: number } };
}

const reports = async (p: Player) =>
  ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; createdAt: number; data: string }[]).map(
    (r) => ({ ...JSON.parse(r.data), kind: r.kind, createdAt: r.createdAt }),
  );
const shields = async (p: Player) =>
  Number(
    (await s.sql`select count from backpack_items where profile_id = ${p.profileId} and item_type = ${SHIELD}`)[0]
      ?.count ?? 0,
  );

test('the rule raises the backpack’s shield before the raid lands: the raid turns back, the garrison whole', async () => {
  const { raider, keeper, raid } = await scene('A', s.clock.now() - 3600_000);
  const moment = raid.arrivesAt - 5 * 60_000;
  await s.runDueJobs(moment + 1000);
  expect(await shields(keeper)).toBe(0);
  expect((await reports(keeper)).filter((r) => r.reason === 'contingency')).toEqual([
    expect.objectContaining({ action: 'shield', item: SHIELD, createdAt: moment }),
  ]);
  await s.runDueJobs(raid.arrivesAt + 1000);
  const raiderSaw = await reports(raider);
  expect(raiderSaw.map((r) => r.kind)).not.toContain('battle');
  expect(raiderSaw.map((r) => r.reason)).toContain('target-shielded');
  const units = (await s.gql(BASE, {}, keeper.token)).data!.base.units as { count: number }[];
  expect(units.reduce((n, u) => n + u.count, 0)).toBe(20);
});

test('a shield down less than 30 minutes ago cannot go up: the rule says when one could, and keeps the item', async () => {
  const downAt = s.clock.now() - 60_000;
  const { keeper, raid } = await scene('B', downAt);
  const moment = raid.arrivesAt - 5 * 60_000;
  // the raid lands well inside the 30 minutes after the shield came down
  expect(raid.arrivesAt).toBeLessThan(downAt + 30 * 60_000);
  await s.runDueJobs(moment + 1000);
  expect(await shields(keeper)).toBe(1);
  expect((await reports(keeper)).filter((r) => r.reason === 'contingency')).toEqual([
    expect.objectContaining({ action: 'shield', item: null, rearmsAt: downAt + 30 * 60_000, createdAt: moment }),
  ]);
});
