/** Private messages through GraphQL: a thread per pair, unread until opened, pushed to the recipient. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND = 'mutation($u:String!,$t:String!){ sendPrivateMessage(username:$u,text:$t){ _id from text own } }';

describe('private messages', () => {
  test('a thread between two commanders, newest first, read when opened; the recipient hears it at once', async () => {
    const a = await s.newPlayerWithProfile('Writer1');
    const b = await s.newPlayerWithProfile('Reader1');
    const pushes = s.services.push.subscribe(b.accountId, b.profileId);
    const heard = pushes.next();
    expect((await s.gql(SEND, { u: 'reader1', t: 'Truce?' }, a.token)).data!.sendPrivateMessage).toMatchObject({
      from: 'Writer1',
      text: 'Truce?',
      own: true,
    });
    expect((await heard).value).toMatchObject({
      kind: 'private-message',
      data: { from: 'Writer1', text: 'Truce?', with: 'Writer1' },
    });
    await pushes.return?.();
    s.clock.advance(2000);
    await s.gql(SEND, { u: 'Writer1', t: 'Never.' }, b.token);
    expect((await s.gql('{ conversations { with lastText unread } }', {}, a.token)).data!.conversations).toEqual([
      { with: 'Reader1', lastText: 'Never.', unread: 1 },
    ]);
    const thread = (await s.gql('{ getPrivateMessages(username:"Reader1") { from text own } }', {}, a.token)).data!
      .getPrivateMessages;
    expect(thread).toEqual([
      { from: 'Reader1', text: 'Never.', own: false },
      { from: 'Writer1', text: 'Truce?', own: true },
    ]);
    expect((await s.gql('{ conversations { unread } }', {}, a.token)).data!.conversations).toEqual([{ unread: 0 }]);
  });

  test('no one of that name, nor oneself, nor an empty message', async () => {
    const a = await s.newPlayerWithProfile('Writer2');
    expect((await s.gql(SEND, { u: 'Nobody', t: 'hi' }, a.token)).errors?.[0]?.message).toBe(
      'There is no commander of that name in this world',
    );
    expect((await s.gql(SEND, { u: 'Writer2', t: 'hi' }, a.token)).errors?.[0]?.message).toBe(
      'You cannot write to yourself',
    );
    await s.newPlayerWithProfile('Reader2');
    expect((await s.gql(SEND, { u: 'Reader2', t: '  ' }, a.token)).errors?.[0]?.message).toBe('Write something first');
  });

  test('the pace holds for messages sent at once: one of five goes out', async () => {
    const a = await s.newPlayerWithProfile('Writer3');
    await s.newPlayerWithProfile('Reader3');
    // five at the same instant, on separate connections: each used to read no earlier message and pass
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => s.gql(SEND, { u: 'Reader3', t: `burst ${n}` }, a.token)),
    );
    expect(answers.filter((r) => r.data?.sendPrivateMessage).length).toBe(1);
    expect(answers.filter((r) => r.errors?.[0]?.message === 'You are writing too fast, wait a moment').length).toBe(4);
  });
});
