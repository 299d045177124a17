/**
 * The socket's side of shared feeds (decision 099, platform/shared-feeds.ts): the sockets of this
 * process reading a shared subscription, by topic. A message on a topic runs each document's
 * GraphQL once, turns the answer into text once, and writes that text, framed with each
 * subscription's id, to every reader it is not kept from. Before, each socket ran the subscription
 * itself (its iterator, the GraphQL execution, the frame's serialisation) for every chat line.
 */
import {
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
  executeSubscriptionEvent,
  type GraphQLError,
  validateSubscriptionArgs,
} from 'graphql';
import type { GraphQLContext } from '../platform/graphql.ts';
import type { PushHub, PushMessage } from '../platform/pubsub.ts';
import type { SharedFeed } from '../platform/shared-feeds.ts';

/** One subscription of one socket. */
interface Reader {
  feed: SharedFeed;
  /** the document, operation and variables: readers with the same key share an execution */
  key: string;
  args: ExecutionArgs;
  reader: string;
  topics: string[];
  /** the frame's text before and after the payload: `{"id":…,"type":"next","payload":` and `}` */
  head: string;
  send: (text: string) => void;
  gone: boolean;
}

/** Frames written in one turn of the event loop before the loop's I/O gets its turn. */
export const SHARED_BATCH = 1_000;

/**
 * The context a shared document runs with: it belongs to no reader, so a field that reads it
 * (which would give one reader's answer to all) fails loudly instead of answering wrongly.
 */
const NO_READER = new Proxy(
  {},
  {
    get(_t, prop) {
      if (typeof prop === 'symbol' || prop === 'then') return undefined;
      throw new Error(`a shared feed's field read the reader's context (${String(prop)})`);
    },
  },
);

export class SharedSockets {
  private byTopic = new Map<string, Set<Reader>>();
  private stopTopic = new Map<string, () => void>();
  /** deliveries run one after another: every socket hears the messages in the order they came */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private push: PushHub,
    private maskErrors: (errors: readonly GraphQLError[]) => unknown[],
  ) {}

  /**
   * Adds a subscription; the iterator graphql-ws holds for it never yields (this class writes its
   * frames) and ends when graphql-ws returns it: the client's "complete" or the socket's close.
   */
  join(
    feed: SharedFeed,
    args: ExecutionArgs,
    key: string,
    joined: { reader: string; topics: string[] },
    id: string,
    send: (text: string) => void,
  ): AsyncIterableIterator<ExecutionResult> {
    const r: Reader = {
      feed,
      key,
      args,
      reader: joined.reader,
      topics: [...new Set(joined.topics)],
      head: `{"id":${JSON.stringify(id)},"type":"next","payload":`,
      send,
      gone: false,
    };
    for (const topic of r.topics) {
      let set = this.byTopic.get(topic);
      if (!set) {
        set = new Set();
        this.byTopic.set(topic, set);
        this.stopTopic.set(
          topic,
          this.push.onTopic(topic, (msg) => {
            this.chain = this.chain.then(() => this.deliver(topic, msg)).catch((err) => console.error('[feeds]', err));
          }),
        );
      }
      set.add(r);
    }
    let end: ((v: IteratorResult<ExecutionResult>) => void) | null = null;
    const done = { value: undefined, done: true } as const;
    const it: AsyncIterableIterator<ExecutionResult> = {
      [Symbol.asyncIterator]: () => it,
      next: () =>
        r.gone
          ? Promise.resolve(done)
          : new Promise((resolve) => {
              end = resolve;
            }),
      return: async () => {
        this.leave(r);
        end?.(done);
        return done;
      },
    };
    return it;
  }

  /** Readers on shared feeds in this process (for tests and the bench). */
  get size(): number {
    const all = new Set<Reader>();
    for (const set of this.byTopic.values()) for (const r of set) all.add(r);
    return all.size;
  }

  private leave(r: Reader) {
    if (r.gone) return;
    r.gone = true;
    for (const topic of r.topics) {
      const set = this.byTopic.get(topic);
      set?.delete(r);
      if (set?.size === 0) {
        this.byTopic.delete(topic);
        this.stopTopic.get(topic)?.();
        this.stopTopic.delete(topic);
      }
    }
  }

  private async deliver(topic: string, msg: PushMessage): Promise<void> {
    const readers = [...(this.byTopic.get(topic) ?? [])];
    /** per document: the payload's text, and who is kept from the event (null: not for this feed) */
    const texts = new Map<string, { text: string; hidden: ReadonlySet<string> } | null>();
    let written = 0;
    for (const r of readers) {
      if (r.gone) continue;
      let t = texts.get(r.key);
      if (t === undefined) {
        t = await this.payload(r, msg);
        texts.set(r.key, t);
        if (r.gone) continue;
      }
      if (!t || t.hidden.has(r.reader)) continue;
      try {
        r.send(`${r.head}${t.text}}`);
      } catch {
        // a socket closing under us: the others still hear the line (its close ends the reader)
      }
      if (++written % SHARED_BATCH === 0) await new Promise<void>((go) => setImmediate(go));
    }
  }

  /** The event's answer to a document, as text, once (errors masked as the socket masks them). */
  private async payload(r: Reader, msg: PushMessage) {
    const event = r.feed.event(msg);
    if (!event) return null;
    const validated = validateSubscriptionArgs({ ...r.args, contextValue: NO_READER });
    const result: ExecutionResult =
      'schema' in validated
        ? await executeSubscriptionEvent({ ...validated, rootValue: event })
        : { errors: validated as readonly GraphQLError[] };
    const { errors, ...answer } = result;
    const formatted: Omit<FormattedExecutionResult, 'errors'> & { errors?: unknown[] } = answer;
    if (errors?.length) formatted.errors = this.maskErrors(errors);
    const hidden = await r.feed.hiddenFrom(event, r.args.contextValue as GraphQLContext);
    return { text: JSON.stringify(formatted), hidden };
  }
}
