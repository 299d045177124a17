/**
 * Shared feeds (decision 099): a subscription whose events read the same for every reader, such as
 * a chat line. The socket runs its GraphQL once per event and document in a process and writes
 * that one text to every socket listening, instead of once per socket; a reader kept from an event
 * (one who ignores its author) is left out by id. A module declares its feed beside its
 * subscription field; the field's own `subscribe` still serves any other door.
 */
import type { GraphQLContext } from './graphql.ts';
import type { PushMessage } from './pubsub.ts';

export interface SharedFeed<E extends object = object> {
  /**
   * Who is reading and on which topics, asked as the subscription's own procedure asks it (its
   * checks, its errors). A throw leaves the operation to the field's own `subscribe`, which answers
   * the same refusal the way it always has.
   */
  join(ctx: GraphQLContext): Promise<{ reader: string; topics: string[] }>;
  /** The event a message on one of those topics carries for this feed, or null (another kind). */
  event(msg: PushMessage): E | null;
  /** The readers an event is kept from: asked once per event and process, by any reader's context. */
  hiddenFrom(event: E, ctx: GraphQLContext): Promise<ReadonlySet<string>>;
}

const feeds = new Map<string, SharedFeed>();

/**
 * Declares the subscription field `field` shared. Its type's fields must not read the reader's
 * context: they run once for every reader (the socket runs them with a context that refuses reads).
 */
export function sharedFeed<E extends object>(field: string, feed: SharedFeed<E>): void {
  feeds.set(field, feed as unknown as SharedFeed);
}

/** The feed a subscription field is served by, if it is shared. */
export function sharedFeedOf(field: string): SharedFeed | undefined {
  return feeds.get(field);
}
