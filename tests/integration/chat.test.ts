/** Chat through GraphQL: the global and alliance channels, paging, pace, and the live push to listeners. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const POST = 'mutation($c:String!,$t:String!){ postComment(channel:$c,text:$t){ _id channel author text createdAt } }';

describe('chat', () => {
  test('global messages page back from the newest; an empty one or one too soon is refused', async () => {
    const a = await s.newPlayerWithProfile('Talker1');
    const b = await s.newPlayerWithProfile('Talker2');
    for (let i = 1; i <= 5; i++) {
      s.clock.advance(2000);
      expect(
        (await s.gql(POST, { c: 'global', t: `  hello ${i} ` }, i % 2 ? a.token : b.token)).errors,
      ).toBeUndefined();
    }
    const page1 = (await s.gql('{ getComments(limit:3) { _id author text } }', {}, b.token)).data!.getComments;
    expect(page1.map((c: { text: string }) => c.text)).toEqual(['hello 5', 'hello 4', 'hello 3']);
    expect(page1[0].author).toBe('Talker1');
    const page2 = (await s.gql('{ getComments(offset:3, limit:3) { _id text } }', {}, b.token)).data!.getComments;
    expect(page2.map((c: { text: string }) => c.text).slice(0, 2)).toEqual(['hello 2', 'hello 1']);
    expect((await s.gql(POST, { c: 'global', t: '   ' }, a.token)).errors?.[0]?.message).toBe('Write something first');
    s.clock.advance(2000);
    await s.gql(POST, { c: 'global', t: 'quick' }, a.token);
    expect((await s.gql(POST, { c: 'global', t: 'quicker' }, a.token)).errors?.[0]?.message).toBe(
      'You are writing too fast, wait a moment',
    );
  });

  test('the alliance channel is for members; listeners hear new messages of their channels only', async () => {
    const lead = await s.newPlayerWithProfile('Chief3');
    const outsider = await s.newPlayerWithProfile('Outsider3');
    expect((await s.gql(POST, { c: 'alliance', t: 'hi' }, outsider.token)).errors?.[0]?.message).toBe(
      'You are not in an alliance',
    );
    const row = await s.db
      .selectFrom('bases')
      .select(['id', 'buildings'])
      .where('profile_id', '=', lead.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('bases')
      .set({ buildings: { ...(row.buildings as object), 'alliance-embassy': 1 } } as never)
      .where('id', '=', row.id)
      .execute();
    await s.gql('mutation { createAlliance(name:"Chatters", tag:"CHT"){ myRole } }', {}, lead.token);

    const heard = s.services.push.subscribe(null, null, [
      `chat:${(await s.gql('{ profile { world { id } } }', {}, outsider.token)).data!.profile.world.id}:global`,
    ]);
    const next = heard.next();
    s.clock.advance(2000);
    await s.gql(POST, { c: 'alliance', t: 'for the alliance only' }, lead.token);
    s.clock.advance(2000);
    await s.gql(POST, { c: 'global', t: 'for everyone' }, lead.token);
    // the global listener hears the global message, not the alliance one
    expect((await next).value).toMatchObject({
      kind: 'comment',
      data: { text: 'for everyone', channel: 'global', author: 'Chief3' },
    });
    await heard.return?.();
    expect((await s.gql('{ getAllianceComments { text } }', {}, lead.token)).data!.getAllianceComments).toEqual([
      { text: 'for the alliance only' },
    ]);
    expect((await s.gql('{ getAllianceComments { text } }', {}, outsider.token)).errors?.[0]?.message).toBe(
      'You are not in an alliance',
    );
  });
});
