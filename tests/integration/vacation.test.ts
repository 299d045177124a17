/**
 * Vacation mode end to end (decision 055): who may go, what it freezes, what it refuses, how it
 * ends — by hand after 48 hours, or by itself at the limit, exactly once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const START = 'mutation { startVacation { active since endsBy canEndAt } }';
const END = 'mutation { endVacation { active nextStartAt } }';
const BASE = '{ base { snapshot { amounts { food steel } } queue { id dueAt } buildings { id level } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id queue { id dueAt } } }';
const SEND = 'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:10}]){ id arrivesAt } }';

const amount = (b: { snapshot: { amounts: Record<string, number> } }, t: 'food' | 'steel') =>
  b.snapshot.amounts[t] ?? 0;

async function commander(tag: string) {
  const p = await s.newPlayerWithProfile(`Vac${tag}`);
  await s.db
    .updateTable('bases')
    .set({
      resources: { food: 4000, steel: 4000, energy: 4000, credits: 500 },
      units: { interceptor: 10 },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}

describe('vacation mode', () => {
  test('freezes production and the queue; orders are refused; it ends after 48 hours with the time left', async () => {
    const p = await commander('1');
    const up = (await s.gql(UPGRADE, { b: 'steel-foundry' }, p.token)).data!.startBuildingUpgrade;
    const dueBefore = up.queue[0].dueAt as number;
    const left = dueBefore - s.clock.now();
    expect(left).toBeGreaterThan(0);
    const started = await s.gql(START, {}, p.token);
    expect(started.errors).toBeUndefined();
    expect(started.data!.startVacation.active).toBe(true);
    const frozenAt = s.clock.now();
    const before = (await s.gql(BASE, {}, p.token)).data!.base;

    // a day later: nothing produced, nothing built, the upgrade not done
    s.clock.advance(24 * H);
    await s.runDueJobs(s.clock.now());
    const during = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(amount(during, 'steel')).toBe(amount(before, 'steel'));
    expect(amount(during, 'food')).toBe(amount(before, 'food'));
    expect(during.buildings.find((b: { id: string }) => b.id === 'steel-foundry')?.level).toBe(1);

    // orders are refused, reads work; ending before 48 hours is refused too
    expect((await s.gql(UPGRADE, { b: 'hydroponic-farm' }, p.token)).errors?.[0]?.message).toBe(
      'You are on vacation: end it to give orders',
    );
    expect((await s.gql(END, {}, p.token)).errors?.[0]?.message).toBe('A vacation lasts at least 48 hours');

    s.clock.advance(26 * H);
    const ended = await s.gql(END, {}, p.token);
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.endVacation.nextStartAt).toBe(s.clock.now() + 7 * 24 * H);
    // the item kept the time it had left when the vacation began
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(after.queue[0].dueAt).toBe(s.clock.now() + left);
    expect(s.clock.now() - frozenAt).toBe(50 * H);
    await s.runDueJobs(after.queue[0].dueAt);
    const done = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(done.buildings.find((b: { id: string }) => b.id === 'steel-foundry')?.level).toBe(2);
    // and production runs again: more steel than at the freeze
    expect(amount(done, 'steel')).toBeGreaterThan(amount(before, 'steel'));
    // the next vacation waits 7 days
    expect((await s.gql(START, {}, p.token)).errors?.[0]?.message).toBe(
      'Your last vacation ended less than 7 days ago',
    );
  });

  test('not with a fleet out, nor with an attack coming; ends by itself at 30 days, once', async () => {
    const p = await commander('Two');
    const raider = await commander('Raider');
    const home = (await s.gql('{ base { x y } }', {}, raider.token)).data!.base;
    await s.db
      .updateTable('bases')
      .set({ x: home.x + 1, y: home.y } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    // the raider's fleet is out: the raider cannot go; the target, with it coming, cannot either
    const sent = await s.gql(SEND, { x: home.x + 1, y: home.y }, raider.token);
    expect(sent.errors).toBeUndefined();
    expect((await s.gql(START, {}, raider.token)).errors?.[0]?.message).toBe(
      'Bring your fleets home before going on vacation',
    );
    expect((await s.gql(START, {}, p.token)).errors?.[0]?.message).toBe(
      'You cannot go on vacation while an attack is on its way to you',
    );
    await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: sent.data!.sendUnits.id }, raider.token);
    await s.runDueJobs(s.clock.now() + 2 * H);
    const v = (await s.gql(START, {}, p.token)).data!.startVacation;
    expect(v.endsBy).toBe(s.clock.now() + 30 * 24 * H);
    await s.runDueJobs(v.endsBy);
    // a month away: the session is long gone, the commander signs in again
    const token = await s.login('VacTwo', 'Secret123');
    await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: p.profileId }, token);
    const read = await s.gql('{ vacation { active nextStartAt } }', {}, token);
    expect(read.errors).toBeUndefined();
    const status = read.data!.vacation;
    expect(status).toEqual({ active: false, nextStartAt: v.endsBy + 7 * 24 * H });
    const rows = await s.db
      .selectFrom('vacations' as never)
      .selectAll()
      .where('profile_id' as never, '=', p.profileId as never)
      .execute();
    expect(rows).toHaveLength(1);
    // the base thawed: it produces again, and orders go through
    const atEnd = amount((await s.gql(BASE, {}, token)).data!.base, 'steel');
    s.clock.advance(H);
    expect(amount((await s.gql(BASE, {}, token)).data!.base, 'steel')).toBeGreaterThan(atEnd);
    expect((await s.gql(UPGRADE, { b: 'hydroponic-farm' }, token)).errors).toBeUndefined();
  });

  test('vacation switched on while a fleet is launched: one of them wins, never both', async () => {
    const target = await commander('RaceTarget');
    const t = (await s.gql('{ base { x y } }', {}, target.token)).data!.base;
    let vacations = 0;
    let fleets = 0;
    for (let round = 0; round < 6; round++) {
      const p = await commander(`Race${round}`);
      await s.db
        .updateTable('bases')
        .set({ x: t.x + 1 + round, y: t.y + 1 } as never)
        .where('profile_id', '=', p.profileId)
        .execute();
      const [v, f] = await Promise.all([s.gql(START, {}, p.token), s.gql(SEND, { x: t.x, y: t.y }, p.token)]);
      const onVacation = !v.errors;
      const fleetOut = !f.errors;
      // both cannot hold: a frozen base with a fleet out would sit out its fight
      expect(onVacation && fleetOut).toBe(false);
      const out = await s.db
        .selectFrom('marches' as never)
        .select(sql`count(*)::int`.as('n') as never)
        .where('profile_id' as never, '=', p.profileId as never)
        .where('status' as never, '<>', 'done' as never)
        .executeTakeFirstOrThrow();
      expect((out as { n: number }).n).toBe(fleetOut ? 1 : 0);
      if (onVacation) vacations++;
      if (fleetOut) fleets++;
    }
    expect(vacations + fleets).toBe(6);
  });

  test('nothing is sent at a base on vacation: a raid and a scout are refused with the reason', async () => {
    const away = await commander('Away');
    const raider = await commander('Knocker');
    const home = (await s.gql('{ base { x y } }', {}, raider.token)).data!.base;
    await s.db
      .updateTable('bases')
      .set({ x: home.x + 1, y: home.y } as never)
      .where('profile_id', '=', away.profileId)
      .execute();
    expect((await s.gql(START, {}, away.token)).errors).toBeUndefined();
    expect((await s.gql(SEND, { x: home.x + 1, y: home.y }, raider.token)).errors?.[0]?.message).toBe(
      'This commander is on vacation',
    );
    const scout = await s.gql(
      'mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id } }',
      { x: home.x + 1, y: home.y },
      raider.token,
    );
    expect(scout.errors?.[0]?.message).toBe('This commander is on vacation');
  });
});
