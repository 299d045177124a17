/**
 * The live chat is a shared feed (decision 099): a process listens once per chat topic, however
 * many sockets read it, runs each line's GraphQL once per document and writes the same text to
 * every socket. What readers notice must not change: every line once and in order, in the shape
 * each one asked for; a subscription that ends hears nothing more; and nothing is left listening
 * once the sockets are gone.
 */
import type { Client } from 'graphql-ws';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { heardWithin, socket, socketStack } from '../support/sockets.ts';

const stack = socketStack();

const POST = 'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }';

/** Everything a subscription hears, as JSON lines; `stop()` completes it from the client. */
function listen(client: Client, query: string) {
  const heard: string[] = [];
  const errors: string[] = [];
  const stop = client.subscribe(
    { query },
    {
      next: (m) => (m.errors ? errors.push(JSON.stringify(m.errors)) : heard.push(JSON.stringify(m.data))),
      error: (e) => errors.push(JSON.stringify(e)),
      complete: () => {},
    },
  );
  return { heard, errors, stop };
}

test('many sockets on the global chat: one listener in the process, each line once and in order in each one’s own shape; an ended subscription hears no more; closed sockets leave nothing listening', async () => {
  const { s, web } = stack;
  const a = await s.newPlayerWithProfile('Feed1');
  const b = await s.newPlayerWithProfile('Feed2');
  const [row] = (
    await sql<{ world_id: string }>`select world_id from profiles where id = ${a.profileId}`.execute(s.services.db)
  ).rows;
  const topic = `chat:${row?.world_id}:global`;
  const port = web.listen();
  const sockets = [socket(port, a.token), socket(port, a.token), socket(port, b.token), socket(port, b.token)];
  await Promise.all(sockets.map((k) => k.connected));
  const plain = 'subscription { comments { author text } }';
  const other = 'subscription Lines { line: comments { text channel deleted } }';
  const subs = [
    listen(sockets[0]!.client, plain),
    listen(sockets[1]!.client, other),
    listen(sockets[2]!.client, plain),
    listen(sockets[3]!.client, other),
  ];
  const post = async (text: string) => {
    s.clock.advance(3000);
    const r = await s.gql(POST, { t: text }, a.token);
    expect(r.errors).toBeUndefined();
  };
  // the subscriptions register some time after the sockets open: warm lines until all hear one
  for (let i = 0; !subs.every((x) => x.heard.some((l) => l.includes('warm'))); i++) {
    if (i > 100) throw new Error('the sockets never heard the chat');
    await post(`warm ${i}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // four sockets, one listener on the topic in this process
  expect(s.services.push.listening(topic)).toBe(1);

  const from = subs.map((x) => x.heard.length);
  for (let i = 1; i <= 5; i++) await post(`line ${i}`);
  await heardWithin(() => subs.every((x, n) => x.heard.length >= (from[n] ?? 0) + 5), 'five lines on every socket');
  const shapes = [
    (i: number) => JSON.stringify({ comments: { author: 'Feed1', text: `line ${i}` } }),
    (i: number) => JSON.stringify({ line: { text: `line ${i}`, channel: 'global', deleted: false } }),
  ];
  subs.forEach((x, n) => {
    expect(x.heard.slice(from[n])).toEqual([1, 2, 3, 4, 5].map(shapes[n % 2]!));
    expect(x.errors).toEqual([]);
  });

  // a subscription the client ends hears nothing more; the others go on
  subs[1]!.stop();
  const ended = subs[1]!.heard.length;
  await post('after the end');
  await heardWithin(() => subs[0]!.heard.at(-1)?.includes('after the end') ?? false, 'the line after the end');
  await heardWithin(() => subs[3]!.heard.at(-1)?.includes('after the end') ?? false, 'the line on the other socket');
  expect(subs[1]!.heard.length).toBe(ended);

  for (const k of sockets) await k.client.dispose();
  await heardWithin(() => s.services.push.listening(topic) === 0, 'nothing listening once the sockets closed');
});

test('a guest’s chat subscription is refused as before: Not authenticated', async () => {
  const { web } = stack;
  const port = web.listen();
  const guest = socket(port);
  await guest.connected;
  const answer = await new Promise<string>((resolve) => {
    guest.client.subscribe(
      { query: 'subscription { comments { text } }' },
      {
        next: (m) => resolve(JSON.stringify(m.errors ?? m.data)),
        error: (e) => resolve(JSON.stringify(e)),
        complete: () => resolve('complete'),
      },
    );
  });
  expect(answer).toContain('Not authenticated');
  await guest.client.dispose();
});
