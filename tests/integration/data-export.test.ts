/** "Download my data": one JSON document with what every module holds of the player. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

test('the account, its sessions with their addresses, the commander, friends, ignored, chat lines and messages', async () => {
  const a = await s.newPlayerWithProfile('Owner1');
  const b = await s.newPlayerWithProfile('Other1');
  await s.gql('mutation{ requestFriend(username:"Other1"){ status } }', {}, a.token);
  await s.gql('mutation{ postComment(channel:"global", text:"hello all"){ _id } }', {}, a.token);
  await s.gql('mutation{ sendPrivateMessage(username:"Owner1", text:"hi owner"){ _id } }', {}, b.token);
  const data = JSON.parse((await s.gql('{ myData }', {}, a.token)).data!.myData);
  expect(data.account).toMatchObject({ username: 'Owner1', email: 'owner1@example.test', mailOff: false });
  expect(data.account.sessions.length).toBeGreaterThan(0);
  expect(data.account.sessions[0]).toHaveProperty('address');
  expect(data.commanders).toHaveLength(1);
  expect(data.commanders[0]).toMatchObject({
    name: 'Owner1',
    friends: [{ name: 'Other1', status: 'asked' }],
    ignored: [],
    chatLines: [expect.objectContaining({ channel: 'global', text: 'hello all' })],
    privateMessages: [expect.objectContaining({ from: 'Other1', to: 'Owner1', text: 'hi owner' })],
  });
  expect(data.commanders[0].base).toEqual({ x: expect.any(Number), y: expect.any(Number) });
  // another player's export holds nothing of the first one's account
  const other = JSON.parse((await s.gql('{ myData }', {}, b.token)).data!.myData);
  expect(other.account.email).toBe('other1@example.test');
  expect(JSON.stringify(other)).not.toContain('owner1@example.test');
});
