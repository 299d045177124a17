/** Ignoring, friends and the public commander page through GraphQL: the refusals and the races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND = 'mutation($u:String!,$t:String!){ sendPrivateMessage(username:$u,text:$t){ _id } }';
const POST = 'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }';
const IGNORE = 'mutation($u:String!){ ignoreCommander(username:$u){ username } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

describe('ignoring a commander', () => {
  test('their chat lines and private messages are hidden, they cannot write to me; undone on the profile', async () => {
    const me = await s.newPlayerWithProfile('Quiet1');
    const pest = await s.newPlayerWithProfile('Pest1');
    await s.gql(SEND, { u: 'Quiet1', t: 'before you ignored me' }, pest.token);
    s.clock.advance(2000);
    await s.gql(POST, { t: 'a line from the pest' }, pest.token);
    s.clock.advance(2000);
    expect((await s.gql(IGNORE, { u: 'pest1' }, me.token)).data!.ignoreCommander).toEqual({ username: 'Pest1' });
    expect((await s.gql('{ ignoredCommanders { username } }', {}, me.token)).data!.ignoredCommanders).toEqual([
      { username: 'Pest1' },
    ]);
    const chat = (await s.gql('{ getComments { author text } }', {}, me.token)).data!.getComments;
    expect(chat.map((c: { author: string }) => c.author)).not.toContain('Pest1');
    expect((await s.gql('{ conversations { with } }', {}, me.token)).data!.conversations).toEqual([]);
    expect(
      (await s.gql('{ getPrivateMessages(username:"Pest1") { text } }', {}, me.token)).data!.getPrivateMessages,
    ).toEqual([]);
    expect(err(await s.gql(SEND, { u: 'Quiet1', t: 'let me in' }, pest.token))).toBe(
      'This commander does not accept your messages',
    );
    // the others still see the pest's lines
    const other = await s.newPlayerWithProfile('Bystander1');
    const theirs = (await s.gql('{ getComments { author } }', {}, other.token)).data!.getComments;
    expect(theirs.map((c: { author: string }) => c.author)).toContain('Pest1');
    // a friend request from the pest is refused too
    expect(err(await s.gql('mutation{ requestFriend(username:"Quiet1"){ status } }', {}, pest.token))).toBe(
      'This commander does not accept your messages',
    );

    expect((await s.gql('mutation{ unignoreCommander(username:"Pest1") }', {}, me.token)).data!.unignoreCommander).toBe(
      true,
    );
    s.clock.advance(2000);
    expect(err(await s.gql(SEND, { u: 'Quiet1', t: 'thanks' }, pest.token))).toBeUndefined();
    expect(err(await s.gql('mutation{ unignoreCommander(username:"Pest1") }', {}, me.token))).toBe(
      'You do not ignore this commander',
    );
    expect(err(await s.gql(IGNORE, { u: 'Quiet1' }, me.token))).toBe('You cannot choose yourself');
    expect(err(await s.gql(IGNORE, { u: 'Nobody99' }, me.token))).toBe(
      'There is no commander of that name in this world',
    );
  });
});

describe('friends', () => {
  const REQ = 'mutation($u:String!){ requestFriend(username:$u){ username status } }';
  const ACC = 'mutation($u:String!){ acceptFriend(username:$u){ status } }';
  const LIST = '{ friends { username status online } }';

  test('asked, accepted, listed both ways, removed', async () => {
    const a = await s.newPlayerWithProfile('Buddy1');
    const b = await s.newPlayerWithProfile('Buddy2');
    expect((await s.gql(REQ, { u: 'buddy2' }, a.token)).data!.requestFriend).toEqual({
      username: 'Buddy2',
      status: 'asked',
    });
    expect(err(await s.gql(REQ, { u: 'Buddy2' }, a.token))).toBe('A friend request between you is already open');
    expect((await s.gql(LIST, {}, a.token)).data!.friends).toEqual([
      { username: 'Buddy2', status: 'asked', online: false },
    ]);
    expect((await s.gql(LIST, {}, b.token)).data!.friends).toEqual([
      { username: 'Buddy1', status: 'asks', online: false },
    ]);
    // the one who asked cannot accept their own request
    expect(err(await s.gql(ACC, { u: 'Buddy2' }, a.token))).toBe('Friend request not available');
    expect((await s.gql(ACC, { u: 'Buddy1' }, b.token)).data!.acceptFriend).toEqual({ status: 'friends' });
    expect((await s.gql(LIST, {}, a.token)).data!.friends).toEqual([
      { username: 'Buddy2', status: 'friends', online: false },
    ]);
    expect(err(await s.gql(REQ, { u: 'Buddy1' }, b.token))).toBe('You are already friends');
    expect((await s.gql('mutation{ removeFriend(username:"Buddy1") }', {}, b.token)).data!.removeFriend).toBe(true);
    expect((await s.gql(LIST, {}, a.token)).data!.friends).toEqual([]);
    expect(err(await s.gql('mutation{ removeFriend(username:"Buddy1") }', {}, b.token))).toBe(
      'You are not friends with this commander',
    );
  });

  test('a request accepted twice at once is accepted once; asked both ways at once makes one friendship', async () => {
    const a = await s.newPlayerWithProfile('Buddy3');
    const b = await s.newPlayerWithProfile('Buddy4');
    await s.gql(REQ, { u: 'Buddy4' }, a.token);
    const twice = await Promise.all([1, 2, 3].map(() => s.gql(ACC, { u: 'Buddy3' }, b.token)));
    expect(twice.filter((r) => r.data?.acceptFriend).length).toBe(1);
    expect(twice.filter((r) => err(r) === 'Friend request not available').length).toBe(2);

    const c = await s.newPlayerWithProfile('Buddy5');
    const d = await s.newPlayerWithProfile('Buddy6');
    const both = await Promise.all([s.gql(REQ, { u: 'Buddy6' }, c.token), s.gql(REQ, { u: 'Buddy5' }, d.token)]);
    expect(both.map((r) => r.data?.requestFriend.status).sort()).toEqual(['asked', 'friends']);
    expect((await s.gql(LIST, {}, c.token)).data!.friends).toEqual([
      { username: 'Buddy6', status: 'friends', online: false },
    ]);
  });
});

describe('the commander page and the search', () => {
  test('name, avatar, influence and rank, base, member since; how the reader stands with them', async () => {
    const a = await s.newPlayerWithProfile('Famous1');
    const b = await s.newPlayerWithProfile('Viewer1');
    await s.gql('mutation{ requestFriend(username:"Famous1"){ status } }', {}, b.token);
    const page = (
      await s.gql(
        '{ commander(username:"famous1") { username avatar memberSince alliance { tag } influence rank base { x y } markers own friend ignored sharedNetwork } }',
        {},
        b.token,
      )
    ).data!.commander;
    expect(page).toMatchObject({
      username: 'Famous1',
      avatar: 'commander-1',
      alliance: null,
      markers: [],
      own: false,
      friend: 'asked',
      ignored: false,
      sharedNetwork: null,
    });
    expect(page.memberSince).toBeGreaterThan(0);
    expect(page.rank).toBeGreaterThan(0);
    expect(page.base).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    expect((await s.gql('{ commander(username:"Famous1") { own friend } }', {}, a.token)).data!.commander).toEqual({
      own: true,
      friend: null,
    });
    const hits = (await s.gql('{ searchCommanders(name:"amous") { username } }', {}, b.token)).data!.searchCommanders;
    expect(hits).toEqual([{ username: 'Famous1' }]);
    expect(err(await s.gql('{ searchCommanders(name:"a") { username } }', {}, b.token))).toBe(
      'Search must have at least 2 characters',
    );
    expect(err(await s.gql('{ commander(username:"Nobody77") { username } }', {}, b.token))).toBe(
      'There is no commander of that name in this world',
    );
  });
});
