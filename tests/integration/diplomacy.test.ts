/**
 * Diplomacy between alliances (decision 070): proposed by one leader, accepted by the other, ended
 * by either; a pact refuses raids and rallies at the send, and a raid in flight when the pact is
 * accepted turns back at its arrival (judged at the landing instant, however late the server gets
 * to it); allies reinforce each other and part with their reinforcements sent home; war changes nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';
import { ACCEPT, END, err, helpers, list, PACT_REFUSAL, PROPOSE, RELATIONS, SEND } from './diplomacy-helpers.ts';

let s: TestStack;
let h: ReturnType<typeof helpers>;
beforeAll(async () => {
  s = await createTestStack();
  h = helpers(s);
});
afterAll(async () => s?.close());

const FLEET = { interceptor: 300, cruiser: 30 };

/** Two alliances: A (leader la, member ma) and B (leader lb, member mb beside ma). */
async function sides(tag: string) {
  const la = await h.commander(`Lead${tag}a`);
  const ma = await h.commander(`Memb${tag}a`, FLEET);
  const lb = await h.commander(`Lead${tag}b`);
  const mb = await h.commander(`Memb${tag}b`, { ranger: 20 });
  const A = await h.alliance(`A${tag}`, la, [ma]);
  const B = await h.alliance(`B${tag}`, lb, [mb]);
  const at = await h.besides(mb, ma, 2);
  return { la, ma, lb, mb, A, B, at };
}

describe('diplomacy', () => {
  test('a pact: proposed by a leader, accepted by the other; members may not raid or rally, scouting stays', async () => {
    const { la, ma, lb, mb, A, B, at } = await sides('1');
    // a member conducts no diplomacy
    expect(err(await s.gql(PROPOSE, { a: B, k: 'pact' }, ma.token))).toBe(
      'Only the alliance leader can conduct diplomacy',
    );
    expect(err(await s.gql(PROPOSE, { a: A, k: 'pact' }, la.token))).toBe('An alliance has no relations with itself');
    const p = (await s.gql(PROPOSE, { a: B, k: 'pact' }, la.token)).data!.proposeAllianceRelation;
    expect(p).toMatchObject({ kind: 'pact', status: 'proposed' });
    // waiting: nothing is barred yet, and one proposal at a time
    expect(err(await s.gql(PROPOSE, { a: A, k: 'ally' }, lb.token))).toBe(
      'A proposal between your alliances is already waiting',
    );
    expect((await s.gql(RELATIONS, {}, mb.token)).data!.allianceRelations).toEqual([
      { id: p.id, kind: 'pact', status: 'asked', alliance: { id: A, tag: 'A1' } },
    ]);
    // the proposer cannot accept its own proposal
    expect(err(await s.gql(ACCEPT, { r: p.id }, la.token))).toBe('Relation not available');
    expect((await s.gql(ACCEPT, { r: p.id }, lb.token)).data!.acceptAllianceRelation.status).toBe('in-force');
    expect(err(await s.gql(PROPOSE, { a: A, k: 'pact' }, lb.token))).toBe('This relation is already in force');

    const before = await h.base(ma);
    expect(err(await s.gql(SEND, { ...at, u: list(FLEET) }, ma.token))).toBe(PACT_REFUSAL);
    expect(err(await s.gql(SEND, { ...(await h.base(ma)), u: list({ ranger: 5 }) }, mb.token))).toBe(PACT_REFUSAL);
    // the garrison kept every unit
    expect(h.count((await h.base(ma)).units, 'interceptor')).toBe(h.count(before.units, 'interceptor'));
    const rally = await s.gql(
      'mutation($x:Int!,$y:Int!,$w:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:$w,units:$u){ id } }',
      { ...at, w: 10, u: list({ interceptor: 100 }) },
      ma.token,
    );
    expect(err(rally)).toBe(PACT_REFUSAL);
    const scout = await s.gql('mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id } }', at, ma.token);
    expect(err(scout)).toBeUndefined();

    // ended by either leader: raids are allowed again
    expect((await s.gql(END, { r: p.id }, la.token)).data!.endAllianceRelation).toBe(true);
    expect((await s.gql(RELATIONS, {}, lb.token)).data!.allianceRelations).toEqual([]);
    expect((await s.gql(SEND, { ...at, u: list(FLEET) }, ma.token)).data!.sendUnits.kind).toBe('raid');
  });

  test('a pact accepted while a raid flies: at its arrival it turns back with every unit and a notice, no battle', async () => {
    const { la, ma, lb, mb, B, at } = await sides('2');
    const raid = (await s.gql(SEND, { ...at, u: list(FLEET) }, ma.token)).data!.sendUnits;
    expect(raid.kind).toBe('raid');
    s.clock.set(Math.floor((raid.departsAt + raid.arrivesAt) / 2));
    await h.agree(la, lb, B, 'pact');
    await s.runDueJobs(raid.arrivesAt);
    const mine = await h.reports(ma);
    expect(mine.map((r) => r.kind)).not.toContain('battle');
    expect(mine.find((r) => r.data.reason === 'pact')?.data.units).toEqual(FLEET);
    expect((await h.reports(mb)).map((r) => r.kind)).not.toContain('battle');
    // home with every unit
    await s.runDueJobs(raid.arrivesAt + (raid.arrivesAt - raid.departsAt) + 1000);
    const home = (await h.base(ma)).units;
    expect([h.count(home, 'interceptor'), h.count(home, 'cruiser')]).toEqual([300, 30]);
  });

  test('a pact accepted after the raid landed, before the server got to it: the battle stands (judged at the landing)', async () => {
    const { la, ma, lb, mb, B, at } = await sides('3');
    const raid = (await s.gql(SEND, { ...at, u: list(FLEET) }, ma.token)).data!.sendUnits;
    s.clock.set(raid.arrivesAt + 5000);
    await h.agree(la, lb, B, 'pact');
    await s.runDueJobs(raid.arrivesAt + 5000);
    expect((await h.reports(mb)).map((r) => r.kind)).toContain('battle');
    expect((await h.reports(ma)).find((r) => r.data.reason === 'pact')).toBeUndefined();
  });

  test('allies reinforce each other; when they part, the reinforcements go home', async () => {
    const { la, ma, lb, mb, B, at } = await sides('4');
    const id = await h.agree(la, lb, B, 'ally');
    const sent = (await s.gql(SEND, { ...at, u: list({ interceptor: 50 }) }, ma.token)).data!.sendUnits;
    expect(sent.kind).toBe('reinforce');
    await s.runDueJobs(sent.arrivesAt);
    const stationed = '{ reinforcements { stationed { owner troops } } }';
    expect((await s.gql(stationed, {}, mb.token)).data!.reinforcements.stationed).toEqual([
      { owner: 'Memb4a', troops: 50 },
    ]);
    expect((await s.gql(END, { r: id }, lb.token)).data!.endAllianceRelation).toBe(true);
    await s.runDueJobs(s.clock.now());
    expect((await s.gql(stationed, {}, mb.token)).data!.reinforcements.stationed).toEqual([]);
    // no longer allies: a fleet sent there raids
    await s.runDueJobs(s.clock.now() + 3_600_000);
    expect((await s.gql(SEND, { ...at, u: list({ interceptor: 50 }) }, ma.token)).data!.sendUnits.kind).toBe('raid');
  });

  test('war is declared at once by one leader, shown to both, and changes no rule; a pact accepted replaces it', async () => {
    const { la, ma, lb, A, B, at } = await sides('5');
    const war = (await s.gql(PROPOSE, { a: B, k: 'war' }, la.token)).data!.proposeAllianceRelation;
    expect(war).toMatchObject({ kind: 'war', status: 'in-force' });
    expect((await s.gql(RELATIONS, {}, lb.token)).data!.allianceRelations).toMatchObject([
      { kind: 'war', status: 'in-force' },
    ]);
    expect((await s.gql(SEND, { ...at, u: list({ interceptor: 10 }) }, ma.token)).data!.sendUnits.kind).toBe('raid');
    // peace: a pact proposed during the war replaces it when accepted
    await h.agree(lb, la, A, 'pact');
    expect((await s.gql(RELATIONS, {}, la.token)).data!.allianceRelations).toMatchObject([
      { kind: 'pact', status: 'in-force' },
    ]);
  });
});
