/**
 * The shared feed's socket side on its own (decision 099): the frame a reader gets is graphql-ws's
 * `next` frame to the letter, a reader kept from an event gets none, and a field that reads the
 * reader's context fails loudly instead of handing one reader's answer to all.
 */
import {
  type ExecutionArgs,
  GraphQLBoolean,
  type GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { expect, test } from 'vitest';
import { PushHub, type PushMessage } from '../platform/pubsub.ts';
import type { SharedFeed } from '../platform/shared-feeds.ts';
import { SharedSockets } from './shared-sockets.ts';

type Line = { text: string; author: string };
const LineType = new GraphQLObjectType<Line, { reader: string }>({
  name: 'Line',
  fields: {
    text: { type: GraphQLString },
    // a field that would differ per reader: it must never run in a shared feed
    mine: { type: GraphQLBoolean, resolve: (l, _a, ctx) => l.author === ctx.reader },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: { lines: { type: LineType, resolve: (l: Line) => l } },
  }),
});

const feed: SharedFeed<Line> = {
  join: async () => ({ reader: 'unused', topics: [] }),
  event: (m) => (m.kind === 'comment' ? (m.data as unknown as Line) : null),
  hiddenFrom: async (l) => new Set(l.author === 'pest' ? ['ignorer'] : []),
};

function setup() {
  const hub = new PushHub();
  const shared = new SharedSockets(hub, (errors: readonly GraphQLError[]) =>
    errors.map((e) => ({ message: e.message })),
  );
  const frames = new Map<string, string[]>();
  const read = (reader: string, query: string) => {
    const args: ExecutionArgs = { schema, document: parse(query), contextValue: { reader } };
    const sent: string[] = [];
    frames.set(reader, sent);
    return shared.join(feed, args, query, { reader, topics: ['chat'] }, `id-${reader}`, (t) => sent.push(t));
  };
  const say = (data: Line) => hub.deliver({ topic: 'chat', kind: 'comment', data } as unknown as PushMessage);
  return { hub, shared, frames, read, say };
}

async function settled(what: () => boolean) {
  for (let i = 0; i < 200 && !what(); i++) await new Promise((r) => setImmediate(r));
  expect(what()).toBe(true);
}

test('each reader gets graphql-ws’s next frame with its own id; a reader kept from a line gets none', async () => {
  const { frames, read, say, hub } = setup();
  read('a', 'subscription { lines { text } }');
  read('ignorer', 'subscription { lines { text } }');
  expect(hub.listening('chat')).toBe(1);
  say({ text: 'hello', author: 'friend' });
  say({ text: 'buy gold', author: 'pest' });
  say({ text: 'bye', author: 'friend' });
  await settled(() => (frames.get('a')?.length ?? 0) === 3 && (frames.get('ignorer')?.length ?? 0) === 2);
  const frame = (id: string, text: string) =>
    JSON.stringify({ id, type: 'next', payload: { data: { lines: { text } } } });
  expect(frames.get('a')).toEqual([frame('id-a', 'hello'), frame('id-a', 'buy gold'), frame('id-a', 'bye')]);
  expect(frames.get('ignorer')).toEqual([frame('id-ignorer', 'hello'), frame('id-ignorer', 'bye')]);
});

test('a field that reads the reader’s context answers an error, never one reader’s answer to another', async () => {
  const { frames, read, say } = setup();
  read('author', 'subscription { lines { text mine } }');
  read('other', 'subscription { lines { text mine } }');
  say({ text: 'mine?', author: 'author' });
  await settled(() => (frames.get('author')?.length ?? 0) === 1 && (frames.get('other')?.length ?? 0) === 1);
  for (const reader of ['author', 'other']) {
    const payload = JSON.parse(frames.get(reader)?.[0] ?? '{}').payload;
    expect(payload.data).toEqual({ lines: { text: 'mine?', mine: null } });
    expect(payload.errors[0].message).toContain("a shared feed's field read the reader's context (reader)");
  }
});

test('an ended subscription hears nothing more, and the last one to leave stops the listener', async () => {
  const { frames, read, say, hub } = setup();
  const a = read('a', 'subscription { lines { text } }');
  const b = read('b', 'subscription { lines { text } }');
  await a.return?.();
  say({ text: 'after', author: 'friend' });
  await settled(() => (frames.get('b')?.length ?? 0) === 1);
  expect(frames.get('a')).toEqual([]);
  await b.return?.();
  expect(hub.listening('chat')).toBe(0);
});
