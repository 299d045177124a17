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

describe('alliance races: roles are read under the alliance lock', () => {
  const LEAVE = `mutation { leaveAlliance { myRole } }`;
  const ROLE = 'mutation($p:ID!,$r:String!){ changeMemberRole(profileId:$p, role:$r){ myRole } }';
  const KICK = 'mutation($p:ID!){ kickMember(profileId:$p){ myRole } }';

  /** An alliance of a leader and `n` members; the members' players. */
  async function alliance(prefix: string, tag: string, n: number) {
    const lead = await commander(`${prefix}Lead`);
    const id = (await s.gql(CREATE, { n: `${prefix} Union`, t: tag }, lead.token)).data!.createAlliance.alliance.id;
    const members = [];
    for (let i = 0; i < n; i++) {
      const m = await commander(`${prefix}M${i}`);
      await s.gql(APPLY, { a: id }, m.token);
      expect((await s.gql(ACCEPT, { p: m.profileId }, lead.token)).errors).toBeUndefined();
      members.push(m);
    }
    return { id, lead, members };
  }
  const roles = async (allianceId: string) =>
    (
      await s.db
        .selectFrom('alliance_members' as never)
        .select(['profile_id', 'role'] as never)
        .where('alliance_id' as never, '=', allianceId as never)
        .execute()
    ).map((r) => (r as { role: string }).role);
  const msg = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

  test('a leader leaving twenty times at once leaves once; the alliance keeps exactly one leader', async () => {
    const a = await alliance('Exodus', 'EXO', 4);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.gql(LEAVE, {}, a.lead.token)));
    expect(answers.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.errors).map(msg))).toEqual(new Set(['You are not in an alliance']));
    const left = await roles(a.id);
    expect(left).toHaveLength(4);
    expect(left.filter((r) => r === 'leader')).toHaveLength(1);
  });

  test('a leader handing the alliance to twenty members at once hands it over once', async () => {
    const a = await alliance('Crown', 'CRN', 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.gql(ROLE, { p: a.members[i % 5]!.profileId, r: 'leader' }, a.lead.token)),
    );
    expect(answers.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.errors).map(msg))).toEqual(
      new Set(['Your alliance role does not allow this']),
    );
    const now = await roles(a.id);
    expect(now).toHaveLength(6);
    expect(now.filter((r) => r === 'leader')).toHaveLength(1);
    expect(now.filter((r) => r === 'officer')).toHaveLength(1);
  });

  test('leaving, handing over and kicking all at once: one leader, every answer true to what happened', async () => {
    const a = await alliance('Tumult', 'TML', 4);
    const [m0, m1, m2, m3] = a.members as [
      (typeof a.members)[0],
      (typeof a.members)[0],
      (typeof a.members)[0],
      (typeof a.members)[0],
    ];
    const calls = [
      s.gql(ROLE, { p: m0.profileId, r: 'leader' }, a.lead.token),
      s.gql(ROLE, { p: m1.profileId, r: 'leader' }, a.lead.token),
      s.gql(LEAVE, {}, a.lead.token),
      s.gql(LEAVE, {}, a.lead.token),
      s.gql(KICK, { p: m2.profileId }, a.lead.token),
      s.gql(LEAVE, {}, m3.token),
      s.gql(LEAVE, {}, m3.token),
      s.gql(ROLE, { p: m2.profileId, r: 'leader' }, a.lead.token),
    ];
    const answers = await Promise.all(calls);
    expect(answers.every((r) => r.errors?.[0]?.message !== 'Unknown error, contact support')).toBe(true);
    // the leader's own leave: at most once; m3's leave: exactly once
    expect(answers.slice(2, 4).filter((r) => !r.errors).length).toBeLessThanOrEqual(1);
    expect(answers.slice(5, 7).filter((r) => !r.errors)).toHaveLength(1);
    // one hand-over at most (after it the old leader is an officer, who hands over nothing)
    expect([answers[0], answers[1], answers[7]].filter((r) => !r!.errors).length).toBeLessThanOrEqual(1);
    const now = await roles(a.id);
    expect(now.filter((r) => r === 'leader')).toHaveLength(1);
  });
});
