/**
 * The leader's announcement (decision 071): pinned on top of the alliance chat, one at a time,
 * replaced or removed by the leader only; each posting pushed exactly once to every member.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectPostgres } from '../../src/platform/db.ts';
import { PUSH_CHANNEL, publish } from '../../src/platform/pubsub.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let listener: postgres.Sql;
const pushes: { profileId?: string; kind: string; data?: { what?: string } }[] = [];
beforeAll(async () => {
  s = await createTestStack();
  listener = connectPostgres(s.url, { max: 1 });
  await listener.listen(PUSH_CHANNEL, (text) => pushes.push(JSON.parse(text)));
});
afterAll(async () => {
  await listener?.end();
  await s?.close();
});

const READ = '{ allianceAnnouncement { text postedBy postedAt canPost } }';
const POST = 'mutation($t:String!){ postAllianceAnnouncement(text:$t){ text postedBy canPost } }';
const REMOVE = 'mutation{ removeAllianceAnnouncement }';
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;

async function commander(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ buildings: { ...(row.buildings as object), 'alliance-embassy': 1 } } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}
const join = (id: string, p: Player, role = 'member') =>
  s.db
    .insertInto('alliance_members')
    .values({ profile_id: p.profileId, alliance_id: id, role, joined_at: new Date() } as never)
    .execute();

/** Every push sent so far has been heard: a marker published after them comes back (one LISTEN, commit order). */
async function drained() {
  const mark = randomUUID();
  await s.db.transaction().execute((trx) => publish(trx, { profileId: mark, kind: 'friends', data: {} }));
  const until = Date.now() + 10_000;
  while (!pushes.some((p) => p.profileId === mark) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(pushes.some((p) => p.profileId === mark)).toBe(true);
}
const announced = (p: Player) =>
  pushes.filter((x) => x.profileId === p.profileId && x.kind === 'alliance-ops' && x.data?.what === 'announcement')
    .length;

describe('alliance announcement', () => {
  test('leader only; pinned for every member; pushed once to each; replaced, then removed', async () => {
    const lead = await commander('PinLead');
    const officer = await commander('PinOfficer');
    const member = await commander('PinMember');
    const outsider = await commander('PinOutside');
    const id = (
      await s.gql(
        'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
        { n: 'Pinned Word', t: 'PIN' },
        lead.token,
      )
    ).data!.createAlliance.alliance.id as string;
    await join(id, officer, 'officer');
    await join(id, member);
    const all = [lead, officer, member];

    // nothing pinned yet; only the leader may post
    expect((await s.gql(READ, {}, member.token)).data!.allianceAnnouncement).toEqual({
      text: null,
      postedBy: null,
      postedAt: null,
      canPost: false,
    });
    for (const p of [officer, member])
      expect((await s.gql(POST, { t: 'Hold the line' }, p.token)).errors?.[0]?.message).toBe(
        'Only the alliance leader posts announcements',
      );
    expect((await s.gql(POST, { t: 'Hi' }, outsider.token)).errors?.[0]?.message).toBe('You are not in an alliance');
    expect((await s.gql(POST, { t: '   ' }, lead.token)).errors?.[0]?.message).toBe('Write the announcement first');
    expect((await s.gql(POST, { t: 'x'.repeat(1001) }, lead.token)).errors?.[0]?.message).toBe(
      'An announcement has at most 1000 characters',
    );
    await drained();
    const before = all.map(announced);
    expect(before).toEqual([0, 0, 0]);

    // posted: every member reads it, and each heard exactly one push
    const posted = await s.gql(POST, { t: '  War at dawn: everyone home by 06:00  ' }, lead.token);
    expect(posted.errors).toBeUndefined();
    expect(posted.data!.postAllianceAnnouncement).toEqual({
      text: 'War at dawn: everyone home by 06:00',
      postedBy: 'PinLead',
      canPost: true,
    });
    for (const p of [officer, member])
      expect((await s.gql(READ, {}, p.token)).data!.allianceAnnouncement).toMatchObject({
        text: 'War at dawn: everyone home by 06:00',
        postedBy: 'PinLead',
        postedAt: s.clock.now(),
        canPost: false,
      });
    expect((await s.gql(READ, {}, outsider.token)).data!.allianceAnnouncement.text).toBeNull();
    await drained();
    expect(all.map(announced)).toEqual([1, 1, 1]);
    expect(announced(outsider)).toBe(0);

    // one at a time: a new posting replaces it (one more push each)
    await s.gql(POST, { t: 'Peace: stand down' }, lead.token);
    expect((await s.gql(READ, {}, member.token)).data!.allianceAnnouncement.text).toBe('Peace: stand down');
    const rows = await s.db
      .selectFrom('alliance_announcements' as never)
      .selectAll()
      .where('alliance_id' as never, '=', id as never)
      .execute();
    expect(rows).toHaveLength(1);
    await drained();
    expect(all.map(announced)).toEqual([2, 2, 2]);

    // removed by the leader only; gone for everyone
    expect((await s.gql(REMOVE, {}, member.token)).errors?.[0]?.message).toBe(
      'Only the alliance leader posts announcements',
    );
    expect((await s.gql(REMOVE, {}, lead.token)).data!.removeAllianceAnnouncement).toBe(true);
    expect((await s.gql(READ, {}, officer.token)).data!.allianceAnnouncement.text).toBeNull();
    expect((await s.gql(REMOVE, {}, lead.token)).data!.removeAllianceAnnouncement).toBe(false);
    await drained();
    expect(all.map(announced)).toEqual([3, 3, 3]);
  });
});
