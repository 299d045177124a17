/**
 * Spec 3's list merging for getMapMarches and getIncomingAttacks: every write of a fleet pushes it
 * (to its owner as a march, to the base it flies at as an incoming attack), and a browser that held
 * the list once and merged each push by the rule (src/web/lib/merge-list.ts) holds what the server
 * lists now, without asking for the whole list again.
 */
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectPostgres } from '../../src/platform/db.ts';
import { PUSH_CHANNEL } from '../../src/platform/pubsub.ts';
import { type Item, LISTS, mergeItems } from '../../src/web/lib/merge-list.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let listener: postgres.Sql;
const pushes: { profileId?: string; kind: string; data?: { march?: Item; attack?: Item } }[] = [];
beforeAll(async () => {
  s = await createTestStack();
  listener = connectPostgres(s.url, { max: 1 });
  await listener.listen(PUSH_CHANNEL, (text) => pushes.push(JSON.parse(text)));
});
afterAll(async () => {
  await listener?.end();
  await s?.close();
});

const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
const MARCHES = '{ getMapMarches { id kind status arrivesAt returnsAt units { type count } } }';
const INCOMING = '{ getIncomingAttacks { id status attacker arrivesAt units } }';

/** An attacker with a fleet and a defender two cells east with a garrison. */
async function pair(tag: string) {
  const a = await s.newPlayerWithProfile(`Merger${tag}`);
  const d = await s.newPlayerWithProfile(`Merged${tag}`);
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 300 } } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  const home = (await s.gql('{ base { x y } }', {}, a.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({ x: home.x + 2, y: home.y, units: { guardian: 5 } } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  return { a, d, at: { x: home.x + 2, y: home.y } };
}

/** The list a browser holds: `start` with every push since `from` merged in order. */
function merged(from: number, profileId: string, field: 'march' | 'attack', start: Item[]) {
  const items = pushes
    .slice(from)
    .filter((p) => p.profileId === profileId && p.data?.[field])
    .map((p) => p.data![field]!);
  return mergeItems(start, items, field === 'march' ? LISTS.getMapMarches : LISTS.getIncomingAttacks);
}
/** Only the fields the query asked for (a push carries the whole view). */
const pick = (list: Item[], like: Item[]) => {
  const keys = Object.keys(like[0] ?? {});
  return keys.length === 0 ? list : list.map((i) => Object.fromEntries(keys.map((k) => [k, i[k]])));
};

describe('merging pushed fleets into the lists', () => {
  test('a raid out, fought and home: the attacker’s marches and the defender’s incoming attacks merged from pushes equal the lists read', async () => {
    const { a, d, at } = await pair('1');
    const from = pushes.length;
    const sent = (await s.gql(SEND, { ...at, u: [{ type: 'interceptor', count: 100 }] }, a.token)).data!.sendUnits;

    const out = (await s.gql(MARCHES, {}, a.token)).data!.getMapMarches as Item[];
    const coming = (await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks as Item[];
    expect(coming).toEqual([
      { id: sent.id, status: 'marching', attacker: 'Merger1', arrivesAt: sent.arrivesAt, units: 100 },
    ]);
    await expect.poll(() => pick(merged(from, a.profileId, 'march', []), out)).toEqual(out);
    await expect.poll(() => merged(from, d.profileId, 'attack', [])).toEqual(coming);

    // it lands (the battle on the defender's timeline) and turns home
    await s.runDueJobs(sent.arrivesAt);
    const back = (await s.gql(MARCHES, {}, a.token)).data!.getMapMarches as Item[];
    expect(back.map((m) => m.status)).toEqual(['returning']);
    expect((await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks).toEqual([]);
    await expect.poll(() => pick(merged(from, a.profileId, 'march', []), back)).toEqual(back);
    await expect.poll(() => merged(from, d.profileId, 'attack', coming)).toEqual([]);

    // home: gone from the list
    await s.runDueJobs(back[0]!.returnsAt as number);
    expect((await s.gql(MARCHES, {}, a.token)).data!.getMapMarches).toEqual([]);
    await expect.poll(() => merged(from, a.profileId, 'march', out)).toEqual([]);
  });

  test('a raid called back: the defender’s merged list loses it at once', async () => {
    const { a, d, at } = await pair('2');
    const sent = (await s.gql(SEND, { ...at, u: [{ type: 'interceptor', count: 50 }] }, a.token)).data!.sendUnits;
    const coming = (await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks as Item[];
    expect(coming.map((i) => i.id)).toEqual([sent.id]);
    const from = pushes.length;
    s.clock.advance(1_000);
    await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: sent.id }, a.token);
    expect((await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks).toEqual([]);
    await expect.poll(() => merged(from, d.profileId, 'attack', coming)).toEqual([]);
    // the attacker's list keeps the march, now on its way home
    await expect
      .poll(() => merged(from, a.profileId, 'march', [{ id: sent.id, status: 'marching' }]).map((m) => m.status))
      .toEqual(['returning']);
  });
});
