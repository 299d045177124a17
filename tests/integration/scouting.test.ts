/** Scouting through GraphQL: the agency's scout lands on the target's timeline, reports by agency lead, warns the scouted, can be stopped. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SCOUT = 'mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id kind status arrivesAt departsAt } }';
const REPORTS = '{ reports { kind data } }';

async function pair(tag: string, agency: number) {
  const a = await s.newPlayerWithProfile(`Spy${tag}`);
  const d = await s.newPlayerWithProfile(`Watched${tag}`);
  await s.db
    .updateTable('bases')
    .set({ buildings: { 'command-center': 5, 'intelligence-agency': agency } } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  await s.db
    .updateTable('bases')
    .set({ units: { guardian: 7 } } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  const home = (await s.gql('{ base { x y } }', {}, a.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({ x: home.x + 3, y: home.y } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  return { a, d, at: { x: home.x + 3, y: home.y } };
}

describe('scouting', () => {
  test('a scout lands on the target’s timeline: the stores at that instant, units when the agency leads by two; the target is told', async () => {
    const { a, d, at } = await pair('1', 2);
    const sent = (await s.gql(SCOUT, at, a.token)).data!.scout;
    expect(sent.kind).toBe('scout');
    expect(sent.arrivesAt - sent.departsAt).toBe(45_000); // 3 cells at 240 an hour
    await s.runDueJobs(sent.arrivesAt);
    const report = (await s.gql(REPORTS, {}, a.token)).data!.reports[0];
    expect(report.kind).toBe('scout');
    const seen = JSON.parse(report.data);
    expect(seen.findings.depth).toBe('units');
    expect(seen.findings.units).toEqual({ guardian: 7 });
    expect(seen.findings.buildings).toBeUndefined();
    // the scout reads the base's portal address off its gate
    expect(seen.address).toBe((await s.gql('{ portal { address } }', {}, d.token)).data!.portal.address);
    const theirs = (await s.gql('{ base { snapshot { amounts { food } } } }', {}, d.token)).data!.base.snapshot.amounts
      .food;
    expect(seen.findings.resources.food).toBeLessThanOrEqual(theirs);
    const notice = JSON.parse((await s.gql(REPORTS, {}, d.token)).data!.reports[0].data);
    expect(notice).toMatchObject({ reason: 'scouted', by: 'Spy1' });
  });

  test('no agency, no scout; one at a time; a scout on its way can be stopped', async () => {
    const { a, at } = await pair('2', 1);
    const none = await s.newPlayerWithProfile('Spy2b');
    expect((await s.gql(SCOUT, at, none.token)).errors?.[0]?.message).toBe(
      'Required building does not have enough level',
    );
    const home = (await s.gql('{ base { x y } }', {}, a.token)).data!.base;
    expect((await s.gql(SCOUT, home, a.token)).errors?.[0]?.message).toBe('Scout failed');
    const sent = (await s.gql(SCOUT, at, a.token)).data!.scout;
    expect((await s.gql(SCOUT, at, a.token)).errors?.[0]?.message).toBe('Scout failed');
    const stopped = await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ status } }', { id: sent.id }, a.token);
    expect(stopped.data!.recallMarch.status).toBe('returning');
    expect(
      (await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ status } }', { id: sent.id }, a.token)).errors?.[0]
        ?.message,
    ).toBe('Scouting stop failed');
    await s.runDueJobs(sent.arrivesAt + 60_000);
    expect((await s.gql(REPORTS, {}, a.token)).data!.reports).toEqual([]);
  });

  test('scouts take no march slot: a fleet can leave while one is out', async () => {
    const { a, at } = await pair('3', 1);
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 5 } } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    await s.gql(SCOUT, at, a.token);
    const r = await s.gql(
      'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:5}]){ id } }',
      at,
      a.token,
    );
    expect(r.errors).toBeUndefined();
  });
});
