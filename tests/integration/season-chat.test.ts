/**
 * Chat on a closed world (decision 069): once the season has ended, the world's chat, its alliance
 * chats and its private chats are read-only — every message stays to be read, a new one is refused
 * with the catalogue's text (German too) — while a world still running chats as before.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seasonServerDe } from '../../src/web/lib/locales/season.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const D = 24 * H;
const CREATE_WORLD = `mutation($n:String!,$o:DateTime!,$l:Int,$v:String,$h:Int){
  createWorld(name:$n, opensAt:$o, lengthDays:$l, victoryKind:$v, holdDays:$h){ id season { endsAt } } }`;
const JOIN = 'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }';
const POST = 'mutation($t:String!){ postComment(channel:"global", text:$t){ text } }';
const READ = '{ getComments { text author } }';
const SEND = 'mutation($u:String!,$t:String!){ sendPrivateMessage(username:$u, text:$t){ text } }';
const THREAD = 'query($u:String!){ getPrivateMessages(username:$u){ text } }';
const CLOSED = 'This world has ended: its chat can be read but takes no new messages';

async function joiner(name: string, worldId: string) {
  const p = await s.newPlayer(name);
  const r = await s.gql(JOIN, { w: worldId, u: name }, p.token);
  expect(r.errors).toBeUndefined();
  return { ...p, name, profileId: r.data!.createProfile.id as string };
}

/** Signs in again after days of game time (sessions lapse) and enters the profile. */
async function again(p: { name: string; profileId: string }) {
  const token = await s.login(p.name, 'Secret123');
  const r = await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: p.profileId }, token);
  expect(r.errors).toBeUndefined();
  return token;
}

describe('chat on a closed world', () => {
  test('reads go on, writes are refused with the catalogue text, from the end on', async () => {
    const t0 = s.clock.now();
    const made = await s.gql(
      CREATE_WORLD,
      { n: 'Quiet Reach', o: new Date(t0).toISOString(), l: 3, v: 'top-alliance-influence', h: 1 },
      await s.adminToken(),
    );
    expect(made.errors).toBeUndefined();
    const worldId = made.data!.createWorld.id as string;
    const end = made.data!.createWorld.season.endsAt as number;
    const a = await joiner('HushAda', worldId);
    const b = await joiner('HushBo', worldId);

    // a minute before the end: both chats take messages
    s.clock.set(end - 60_000);
    let [ta, tb] = [await again(a), await again(b)];
    expect((await s.gql(POST, { t: 'last call' }, ta)).errors).toBeUndefined();
    expect((await s.gql(SEND, { u: b.name, t: 'see you next season' }, ta)).errors).toBeUndefined();

    // the end passes (by the clock: no job need have run)
    s.clock.set(end + H);
    [ta, tb] = [await again(a), await again(b)];
    const post = await s.gql(POST, { t: 'anyone here?' }, tb);
    expect(post.errors?.[0]?.message).toBe(CLOSED);
    expect(post.errors?.[0]?.extensions?.code).toBe('CHAT_CLOSED');
    expect((await s.gql(SEND, { u: a.name, t: 'hello?' }, tb)).errors?.[0]?.message).toBe(CLOSED);
    // what was written stays to be read, and nothing was added
    expect((await s.gql(READ, {}, tb)).data!.getComments).toEqual([{ text: 'last call', author: a.name }]);
    expect((await s.gql(THREAD, { u: a.name }, tb)).data!.getPrivateMessages).toEqual([
      { text: 'see you next season' },
    ]);
    // the player reads the refusal in German too
    expect(seasonServerDe[CLOSED]).toBe(
      'Diese Welt ist zu Ende: Ihr Chat bleibt lesbar, nimmt aber keine neuen Nachrichten an',
    );

    // a world still running chats as before (the default world)
    const other = await s.newPlayerWithProfile('HushLive');
    expect((await s.gql(POST, { t: 'still here' }, other.token)).errors).toBeUndefined();
  }, 120_000);
});
