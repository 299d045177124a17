/** Alliances through GraphQL: founding with the embassy, applications, roles and their limits, leaving, races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lockAndSettleProfile } from '../../src/kernel/index.ts';
import { scheduleEvent } from '../../src/platform/timeline.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const MINE =
  'alliance { id name tag influence } myRole members { commander role influence } applications { profileId commander } myApplications { name }';
const CREATE = `mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ ${MINE} } }`;
const APPLY = `mutation($a:ID!){ applyToAlliance(allianceId:$a){ ${MINE} } }`;
const ACCEPT = `mutation($p:ID!){ acceptMember(profileId:$p){ ${MINE} } }`;

async function commander(name: string, embassy = 1) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  if (embassy > 0)
    await s.db
      .updateTable('bases')
      .set({ buildings: { ...(row.buildings as object), 'alliance-embassy': embassy } } as never)
      .where('id', '=', row.id)
      .execute();
  return p;
}

describe('alliances', () => {
  test('founding needs the embassy; names and TAGs are checked and unique in the world', async () => {
    const none = await commander('Loner1', 0);
    expect((await s.gql(CREATE, { n: 'Iron Tide', t: 'IRN' }, none.token)).errors?.[0]?.message).toBe(
      'You need an alliance embassy',
    );
    const a = await commander('Founder1');
    expect((await s.gql(CREATE, { n: 'X', t: 'IRN' }, a.token)).errors?.[0]?.message).toBe(
      'Alliance name must have 3 to 30 letters, digits or spaces',
    );
    expect((await s.gql(CREATE, { n: 'Iron Tide', t: 'I' }, a.token)).errors?.[0]?.message).toBe(
      'Alliance TAG must have 2 to 5 letters or digits',
    );
    const made = (await s.gql(CREATE, { n: 'Iron Tide', t: 'irn' }, a.token)).data!.createAlliance;
    expect(made).toMatchObject({
      alliance: { name: 'Iron Tide', tag: 'IRN' },
      myRole: 'leader',
      members: [{ commander: 'Founder1', role: 'leader' }],
    });
    const b = await commander('Founder2');
    expect((await s.gql(CREATE, { n: 'iron tide', t: 'ZZZ' }, b.token)).errors?.[0]?.message).toBe(
      'This alliance name or TAG is already taken',
    );
    expect((await s.gql(CREATE, { n: 'Other Tide', t: 'IRN' }, b.token)).errors?.[0]?.message).toBe(
      'This alliance name or TAG is already taken',
    );
    expect((await s.gql(CREATE, { n: 'Second One', t: 'SEC' }, a.token)).errors?.[0]?.message).toBe(
      'You are already in an alliance',
    );
  });

  test('an embassy finished by the clock counts before anything else has settled the base', async () => {
    const p = await commander('Builder1', 0);
    const { id } = await s.db
      .selectFrom('bases')
      .select('id')
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    const due = s.clock.now() + 60_000;
    // the embassy's construction, written as the building queue writes it
    await s.db.transaction().execute(async (trx) => {
      await lockAndSettleProfile(trx, p.profileId, s.clock.now());
      await scheduleEvent(trx, {
        baseId: id,
        kind: 'building',
        payload: { kind: 'building', buildingId: 'alliance-embassy', level: 1 },
        startsAt: s.clock.now(),
        dueAt: due,
      });
    });
    s.clock.set(due + 1);
    // no read, no job: founding is the first thing to look at the base since the embassy was due
    const made = await s.gql(CREATE, { n: 'Fresh Embassy', t: 'FE' }, p.token);
    expect(made.errors).toBeUndefined();
    expect(made.data!.createAlliance.myRole).toBe('leader');
  });

  test('apply, be accepted, become an officer who may accept but not promote; influence adds up', async () => {
    const lead = await commander('Lead2');
    const id = (await s.gql(CREATE, { n: 'Star Wardens', t: 'SW' }, lead.token)).data!.createAlliance.alliance.id;
    const o = await commander('Officer2');
    const m = await commander('Member2');
    expect((await s.gql(APPLY, { a: id }, o.token)).data!.applyToAlliance.myApplications).toEqual([
      { name: 'Star Wardens' },
    ]);
    expect((await s.gql(APPLY, { a: id }, o.token)).errors?.[0]?.message).toBe('You already applied to this alliance');
    await s.gql(APPLY, { a: id }, m.token);
    const seen = (await s.gql(`{ myAlliance { ${MINE} } }`, {}, lead.token)).data!.myAlliance.applications;
    expect(seen.map((x: { commander: string }) => x.commander).sort()).toEqual(['Member2', 'Officer2']);
    await s.gql(ACCEPT, { p: o.profileId }, lead.token);
    const promoted = (
      await s.gql(
        'mutation($p:ID!){ changeMemberRole(profileId:$p, role:"officer"){ members { commander role } } }',
        { p: o.profileId },
        lead.token,
      )
    ).data!.changeMemberRole;
    expect(promoted.members).toContainEqual({ commander: 'Officer2', role: 'officer' });
    // the officer accepts the next applicant, but may not promote
    const after = (await s.gql(ACCEPT, { p: m.profileId }, o.token)).data!.acceptMember;
    expect(after.members.map((x: { commander: string }) => x.commander)).toEqual(['Lead2', 'Officer2', 'Member2']);
    expect(after.alliance.influence).toBe(
      after.members.reduce((sum: number, x: { influence: number }) => sum + x.influence, 0),
    );
    expect(
      (
        await s.gql(
          'mutation($p:ID!){ changeMemberRole(profileId:$p, role:"officer"){ myRole } }',
          { p: m.profileId },
          o.token,
        )
      ).errors?.[0]?.message,
    ).toBe('Your alliance role does not allow this');
    // members decide nothing
    const late = await commander('Late2');
    await s.gql(APPLY, { a: id }, late.token);
    expect((await s.gql(ACCEPT, { p: late.profileId }, m.token)).errors?.[0]?.message).toBe(
      'Your alliance role does not allow this',
    );
    // an officer kicks a member, not the leader
    expect(
      (
        await s.gql(
          'mutation($p:ID!){ kickMember(profileId:$p){ members { commander } } }',
          { p: lead.profileId },
          o.token,
        )
      ).errors?.[0]?.message,
    ).toBe('Your alliance role does not allow this');
    expect(
      (
        await s.gql(
          'mutation($p:ID!){ kickMember(profileId:$p){ members { commander } } }',
          { p: m.profileId },
          o.token,
        )
      ).data!.kickMember.members,
    ).toHaveLength(2);
  });

  test('a leaving leader hands over to the officer; the last one out closes the alliance', async () => {
    const lead = await commander('Lead3');
    const id = (await s.gql(CREATE, { n: 'Brief Union', t: 'BU' }, lead.token)).data!.createAlliance.alliance.id;
    const o = await commander('Heir3');
    await s.gql(APPLY, { a: id }, o.token);
    await s.gql(ACCEPT, { p: o.profileId }, lead.token);
    await s.gql(
      'mutation($p:ID!){ changeMemberRole(profileId:$p, role:"officer"){ myRole } }',
      { p: o.profileId },
      lead.token,
    );
    expect(
      (await s.gql(`mutation { leaveAlliance { ${MINE} } }`, {}, lead.token)).data!.leaveAlliance.alliance,
    ).toBeNull();
    expect((await s.gql(`{ myAlliance { ${MINE} } }`, {}, o.token)).data!.myAlliance).toMatchObject({
      myRole: 'leader',
      members: [{ commander: 'Heir3', role: 'leader' }],
    });
    await s.gql(`mutation { leaveAlliance { ${MINE} } }`, {}, o.token);
    expect((await s.gql('{ alliances(search:"Brief") { name } }', {}, o.token)).data!.alliances).toEqual([]);
  });

  test('an applicant accepted by two alliances at once joins one', async () => {
    const l1 = await commander('LeadA4');
    const l2 = await commander('LeadB4');
    const a1 = (await s.gql(CREATE, { n: 'First Call', t: 'FC' }, l1.token)).data!.createAlliance.alliance.id;
    const a2 = (await s.gql(CREATE, { n: 'Second Call', t: 'SC' }, l2.token)).data!.createAlliance.alliance.id;
    const x = await commander('Wanted4');
    await s.gql(APPLY, { a: a1 }, x.token);
    await s.gql(APPLY, { a: a2 }, x.token);
    const [r1, r2] = await Promise.all([
      s.gql(ACCEPT, { p: x.profileId }, l1.token),
      s.gql(ACCEPT, { p: x.profileId }, l2.token),
    ]);
    expect([r1, r2].filter((r) => r.data).length).toBe(1);
    // the other side is told plainly (no deadlock, no unknown error)
    expect(['This application is no longer open', 'You are already in an alliance']).toContain(
      [r1, r2].find((r) => r.errors)?.errors?.[0]?.message,
    );
    const mine = (await s.gql(`{ myAlliance { ${MINE} } }`, {}, x.token)).data!.myAlliance;
    expect(mine.myRole).toBe('member');
    expect(mine.myApplications).toEqual([]);
  });
});
