/** The planetary shield through GraphQL: up from the backpack, raids bounce off it, a shielded base sends none, the 30-minute lock. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BUY = 'mutation($t:String!){ buyItem(type:$t,count:1){ type } }';
const USE = 'mutation($t:String!){ useItem(type:$t,count:1){ type count } }';
const BASE = '{ base { x y shieldUntil shieldDownAt units { type count } } }';
const SEND =
  'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:300}]){ id arrivesAt departsAt } }';

async function pair(tag: string) {
  const a = await s.newPlayerWithProfile(`Besieger${tag}`);
  const d = await s.newPlayerWithProfile(`Shielded${tag}`);
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 300 }, resources: { food: 5000, steel: 5000, energy: 5000, credits: 5000 } } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  await s.db
    .updateTable('bases')
    .set({ resources: { food: 5000, steel: 5000, energy: 5000, credits: 5000 }, units: { ranger: 5 } } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, a.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({ x: home.x + 1, y: home.y } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  return { a, d, at: { x: home.x + 1, y: home.y } };
}

describe('the planetary shield', () => {
  test('a raid arriving at a shielded base turns back with every unit; nothing is fought', async () => {
    const { a, d, at } = await pair('1');
    await s.gql(BUY, { t: 'planetary-shield-8h' }, d.token);
    expect((await s.gql(USE, { t: 'planetary-shield-8h' }, d.token)).errors).toBeUndefined();
    const shield = (await s.gql(BASE, {}, d.token)).data!.base.shieldUntil;
    expect(shield).toBe(s.clock.now() + 8 * 3_600_000);
    const sent = (await s.gql(SEND, at, a.token)).data!.sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    const notice = (await s.gql('{ reports { kind data } }', {}, a.token)).data!.reports[0];
    expect(notice.kind).toBe('notice');
    expect(JSON.parse(notice.data).reason).toBe('target-shielded');
    expect((await s.gql('{ reports { kind } }', {}, d.token)).data!.reports).toEqual([]);
    await s.runDueJobs(sent.arrivesAt + (sent.arrivesAt - sent.departsAt));
    expect((await s.gql(BASE, {}, a.token)).data!.base.units).toEqual([{ type: 'interceptor', count: 300 }]);
  });

  test('a shielded base sends no raids; a second shield waits; after taking it down, 30 minutes before another', async () => {
    const { a, at } = await pair('2');
    await s.gql(BUY, { t: 'planetary-shield-8h' }, a.token);
    await s.gql(BUY, { t: 'planetary-shield-8h' }, a.token);
    await s.gql(USE, { t: 'planetary-shield-8h' }, a.token);
    expect((await s.gql(SEND, at, a.token)).errors?.[0]?.message).toBe(
      'Your planetary shield is active, cannot send units',
    );
    expect((await s.gql(USE, { t: 'planetary-shield-8h' }, a.token)).errors?.[0]?.message).toBe(
      'Your protection is already active',
    );
    expect(
      (await s.gql('mutation { disableProtection { shieldUntil shieldDownAt } }', {}, a.token)).data!.disableProtection,
    ).toEqual({ shieldUntil: null, shieldDownAt: s.clock.now() });
    expect((await s.gql(USE, { t: 'planetary-shield-8h' }, a.token)).errors?.[0]?.message).toBe(
      'Cannot activate protection, you have to wait 30 minutes after disabling it',
    );
    // the refused shield stays in the backpack
    expect((await s.gql('{ backpack { type count } }', {}, a.token)).data!.backpack).toEqual([
      { type: 'planetary-shield-8h', count: 1 },
    ]);
    s.clock.advance(30 * 60_000);
    expect((await s.gql(USE, { t: 'planetary-shield-8h' }, a.token)).errors).toBeUndefined();
    expect(
      (await s.gql('mutation { disableProtection { id } }', {}, (await s.newPlayerWithProfile('NoShield2')).token))
        .errors?.[0]?.message,
    ).toBe('Your protection is not active');
  });

  test('behind its shield a base still scouts and hunts pirates, but scouts no commander; the scout ship holds no march slot', async () => {
    const { a, at } = await pair('3');
    await s.db
      .updateTable('bases')
      .set({ buildings: { 'command-center': 5, 'intelligence-agency': 2 } } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    await s.gql(BUY, { t: 'planetary-shield-8h' }, a.token);
    await s.gql(USE, { t: 'planetary-shield-8h' }, a.token);
    const home = (await s.gql(BASE, {}, a.token)).data!.base;
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', home, a.token)
    ).data!.getMap.items as { x: number; y: number; type: string }[];
    const pirate = map.find((i) => i.type === 'pirate-ship')!;
    const scoutBase = await s.gql('mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id } }', at, a.token);
    expect(scoutBase.errors?.[0]?.message).toBe('Your planetary shield is active, cannot send units');
    // PvE goes out: a scout at a pirate ship, then a fleet at it
    expect(
      (await s.gql('mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id } }', pirate, a.token)).errors,
    ).toBeUndefined();
    const sent = await s.gql(
      'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:10}]){ id } }',
      pirate,
      a.token,
    );
    expect(sent.errors).toBeUndefined();
    // the scout ship and the fleet are away; only the fleet holds a slot (the send dialog counts the same way)
    const away = (await s.gql('{ getMapMarches { kind phase } }', {}, a.token)).data!.getMapMarches;
    expect(away.map((m: { phase: string }) => m.phase).sort()).toEqual(['marching', 'scouting']);
  });

  test("a newcomer starts behind a beginner's shield of the world's hours (divided by its speed); raids bounce off it; taken down, the 30 minutes hold", async () => {
    await s.db
      .updateTable('worlds')
      .set({ beginner_shield_hours: 72, speed: 2 } as never)
      .execute();
    try {
      const a = await s.newPlayerWithProfile('Veteran4');
      const d = await s.newPlayerWithProfile('Newcomer4');
      // the veteran came before protection (as in a world that had none): take theirs down
      await s.db
        .updateTable('bases')
        .set({ shield_until: null, units: { interceptor: 300 } } as never)
        .where('profile_id', '=', a.profileId)
        .execute();
      const fresh = (await s.gql(BASE, {}, d.token)).data!.base;
      expect(fresh.shieldUntil).toBe(s.clock.now() + 36 * 3_600_000);
      const home = (await s.gql(BASE, {}, a.token)).data!.base;
      await s.db
        .updateTable('bases')
        .set({ x: home.x + 1, y: home.y } as never)
        .where('profile_id', '=', d.profileId)
        .execute();
      const sent = (await s.gql(SEND, { x: home.x + 1, y: home.y }, a.token)).data!.sendUnits;
      await s.runDueJobs(sent.arrivesAt);
      const notice = (await s.gql('{ reports { kind data } }', {}, a.token)).data!.reports[0];
      expect(JSON.parse(notice.data).reason).toBe('target-shielded');
      // the newcomer fights players only after taking the shield down, and then cannot raise one for 30 minutes
      await s.db
        .updateTable('bases')
        .set({
          units: { interceptor: 50 },
          resources: { food: 5000, steel: 5000, energy: 5000, credits: 5000 },
        } as never)
        .where('profile_id', '=', d.profileId)
        .execute();
      const back = await s.gql(
        'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:5}]){ id } }',
        home,
        d.token,
      );
      expect(back.errors?.[0]?.message).toBe('Your planetary shield is active, cannot send units');
      expect(
        (await s.gql('mutation { disableProtection { shieldUntil } }', {}, d.token)).data!.disableProtection
          .shieldUntil,
      ).toBeNull();
      await s.gql(BUY, { t: 'planetary-shield-8h' }, d.token);
      expect((await s.gql(USE, { t: 'planetary-shield-8h' }, d.token)).errors?.[0]?.message).toBe(
        'Cannot activate protection, you have to wait 30 minutes after disabling it',
      );
    } finally {
      await s.db
        .updateTable('worlds')
        .set({ beginner_shield_hours: 0, speed: 1 } as never)
        .execute();
    }
  });
});
