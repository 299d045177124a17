/**
 * The chat's live lines over the socket leave out a commander the reader ignores. The question "who
 * ignores this author" is asked once per line in a process (decision 097), so an ignore or its undoing
 * must still count from the author's next line on, for every socket, not from a stale answer.
 */
import type { Client } from 'graphql-ws';
import { expect, test } from 'vitest';
import { heardWithin, type Socket, socket, socketStack } from '../support/sockets.ts';

const stack = socketStack();

const POST = 'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }';
const IGNORE = 'mutation($u:String!){ ignoreCommander(username:$u){ username } }';

/** The lines a socket hears on the chat, in order. */
function listen(client: Client): string[] {
  const heard: string[] = [];
  client.subscribe<{ comments: { author: string; text: string } }>(
    { query: 'subscription { comments { author text } }' },
    {
      next: (m) => m.data && heard.push(`${m.data.comments.author}: ${m.data.comments.text}`),
      error: () => {},
      complete: () => {},
    },
  );
  return heard;
}

test('an ignored author’s live lines reach every socket but the ignorer’s, from the next line after an ignore or its undoing', async () => {
  const { s, web } = stack;
  const me = await s.newPlayerWithProfile('Hush1');
  const pest = await s.newPlayerWithProfile('Noisy1');
  const other = await s.newPlayerWithProfile('Plain1');
  const port = web.listen();
  const sockets: Socket[] = [socket(port, me.token), socket(port, other.token)];
  await Promise.all(sockets.map((k) => k.connected));
  const [mine, theirs] = sockets.map((k) => listen(k.client)) as [string[], string[]];
  const post = async (token: string, text: string) => {
    s.clock.advance(3000);
    const r = await s.gql(POST, { t: text }, token);
    expect(r.errors).toBeUndefined();
  };
  // the subscriptions register some time after the sockets open: warm lines until both hear one
  for (let i = 0; !mine.some((l) => l.includes('warm')) || !theirs.some((l) => l.includes('warm')); i++) {
    if (i > 100) throw new Error('the sockets never heard the chat');
    await post(other.token, `warm ${i}`);
    await new Promise((r) => setTimeout(r, 50));
  }

  await post(pest.token, 'first, heard by all');
  await heardWithin(() => mine.includes('Noisy1: first, heard by all'), 'the first line on my socket');
  expect((await s.gql(IGNORE, { u: 'Noisy1' }, me.token)).errors).toBeUndefined();
  await post(pest.token, 'second, hidden from me');
  await post(other.token, 'a line after it');
  await heardWithin(() => mine.includes('Plain1: a line after it'), 'the line after it on my socket');
  await heardWithin(() => theirs.includes('Plain1: a line after it'), 'the line after it on theirs');
  expect(mine).not.toContain('Noisy1: second, hidden from me');
  expect(theirs).toContain('Noisy1: second, hidden from me');

  expect((await s.gql('mutation{ unignoreCommander(username:"Noisy1") }', {}, me.token)).errors).toBeUndefined();
  await post(pest.token, 'third, heard again');
  await heardWithin(() => mine.includes('Noisy1: third, heard again'), 'the third line on my socket');
  await heardWithin(() => theirs.includes('Noisy1: third, heard again'), 'the third line on theirs');
  for (const k of sockets) await k.client.dispose();
});
