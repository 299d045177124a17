/**
 * Push to open browsers across processes: a change commits `pg_notify(channel, json)` in its own
 * transaction (so nothing is heard of a rolled-back change), every process LISTENs once and fans
 * the message out to its local subscribers.
 */
import { sql } from 'kysely';
import type postgres from 'postgres';
import type { Executor } from './db.ts';
import { SENT_WITH_NEXT } from './pipelined-dialect.ts';

export const PUSH_CHANNEL = 'game_push';

/**
 * Every push kind with what it carries. A browser refetches or merges by kind (src/web/lib/push-routes.ts);
 * the schema names the kinds as the enum `PushKind`. A view a module owns travels as `View`.
 */
type View = object;
export interface PushPayloads {
  /** a base's state changed (a queue item done, units home, a battle fought on it); `queue`: what finished */
  'base-changed': { baseId: string; queue: unknown[] };
  'new-report': { reportId: string; kind: string };
  /** `attack`: the march as getIncomingAttacks lists it (status null: no longer coming), absent for a rally */
  'incoming-attack': { marchId?: string; rallyId?: string; arrivesAt: number; attack?: View };
  /** `group` as getUnitGroups lists it (a scout has none), `march` as getMapMarches does (status null: done) */
  'unit-group': { group?: View; march: View };
  'rally-changed': { rallyId: string; status: string };
  mission: { mission: View };
  'trade-convoy': { convoy: View };
  reinforcements: { marchId: string };
  'private-message': View & { with: string };
  'ticket-closed': { ticketId: string; subject: string; text: string };
  /** the commander's friends list changed (a request, an answer, a removal) */
  friends: Record<string, never>;
  /** a relation of the commander's alliance with another changed (decision 070) */
  diplomacy: { relationId: string };
  /** a hostile fleet launched at a member of the commander's alliance (the war room, decision 070) */
  'alliance-incoming': { marchId: string; arrivesAt: number };
  /** a report was shared on the alliance's intel board (decision 070) */
  'alliance-intel': { kind: string; x: number; y: number };
  /** on a chat channel's topic */
  comment: View;
  /** on a world's topic */
  announcement: View;
  /** on a session's topic: its sockets close */
  'session-ended': { sessionId: string };
  /** the alliance's help requests, operations or announcement changed (decision 071) */
  'alliance-ops': { what: 'help' | 'operation' | 'announcement' };
  /** a member's launch second of an operation is a minute away: "launch as planned" */
  'operation-reminder': { operationId: string; launchAt: number; x: number; y: number };
  /** to a sitter: the owner ended their grant (decision 066); a tab sitting that base goes back to its own */
  'sitting-ended': { ownerId: string };
  /** on a world's clock topic: the world's clock factor changed and its timers moved (decision 056) */
  'world-clock': { dilation: number; since: number };
}
export type PushKind = keyof PushPayloads;

/** The push kinds as values (the schema's enum), checked against `PushPayloads` both ways. */
export const PUSH_KINDS = Object.keys({
  'base-changed': true,
  'new-report': true,
  'incoming-attack': true,
  'unit-group': true,
  'rally-changed': true,
  mission: true,
  'trade-convoy': true,
  reinforcements: true,
  'private-message': true,
  'ticket-closed': true,
  friends: true,
  diplomacy: true,
  'alliance-incoming': true,
  'alliance-intel': true,
  comment: true,
  announcement: true,
  'session-ended': true,
  'alliance-ops': true,
  'operation-reminder': true,
  'sitting-ended': true,
  'world-clock': true,
} satisfies Record<PushKind, true>) as PushKind[];

/** A message for one account, one profile (a base's owner in a world), or everyone on a topic (a chat channel). */
export type PushMessage<K extends PushKind = PushKind> = {
  [P in K]: {
    accountId?: string | null;
    profileId?: string | null;
    topic?: string | null;
    kind: P;
    data: PushPayloads[P];
  };
}[K];

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (and with it the whole transaction). */
export const MAX_PUSH_BYTES = 7_900;

/**
 * The text sent for a message: whole when it fits; else its data keeps only its plain fields and
 * says `truncated` (a base-changed push naming 10,000 finished items becomes "the base changed":
 * the browser refetches what it shows either way).
 */
export function pushText(msg: PushMessage): string {
  const whole = JSON.stringify(msg);
  if (Buffer.byteLength(whole) <= MAX_PUSH_BYTES) return whole;
  const plain = Object.fromEntries(
    Object.entries(msg.data ?? {}).filter(([, v]) => v === null || (typeof v !== 'object' && String(v).length <= 200)),
  );
  const trimmed = JSON.stringify({ ...msg, data: { ...plain, truncated: true } });
  return Buffer.byteLength(trimmed) <= MAX_PUSH_BYTES ? trimmed : JSON.stringify({ ...msg, data: { truncated: true } });
}

/** Queues a push inside the caller's transaction; delivered when it commits. */
export async function publish<K extends PushKind>(ex: Executor, msg: PushMessage<K>): Promise<void> {
  // sent with the transaction's next statement (its commit at the latest): delivered on commit anyway
  await sql`${sql.raw(SENT_WITH_NEXT)}select pg_notify(${PUSH_CHANNEL}, ${pushText(msg as PushMessage)})`.execute(ex);
}

/**
 * The topic on which a session's end is announced: every process closes that session's sockets
 * (graphql-ws close 4401 "Not authenticated") when it hears it.
 */
export const sessionEndedTopic = (sessionId: string) => `session-ended:${sessionId}`;

/**
 * Ends the open sockets (and so the subscriptions) of a session in every web process, once the
 * caller's transaction commits. Call it wherever a session ends: logout, "end other sessions", an
 * account blocked or removed. Revoke the session row in the same transaction, so a socket opening
 * meanwhile finds it revoked.
 */
export async function endSessionSockets(ex: Executor, sessionId: string): Promise<void> {
  await publish(ex, { topic: sessionEndedTopic(sessionId), kind: 'session-ended', data: { sessionId } });
}

type Listener = (msg: PushMessage) => void;

/**
 * Listeners handed a message in one turn of the event loop. What a listener starts (a socket's
 * subscription runs its GraphQL and writes its frame) runs right after that turn, so a message
 * heard by thousands of sockets in this process, handed out at once, kept every request waiting
 * behind it (the socket bench: base read p99 321 ms at 5,000 sockets on a quiet machine, chat
 * every 2 s). Handed out this many at a time, with the loop's I/O between (decision 097).
 */
export const FANOUT_BATCH = 250;

export class PushHub {
  private listeners = new Map<string, Set<Listener>>();
  private started = false;
  /** Deliveries not made yet, oldest first: one queue for every message keeps each listener's order. */
  private due: { listener: Listener; msg: PushMessage }[] = [];
  private dueAt = 0;
  private draining = false;

  /** Hands `msg` to everyone listening for it here: once each, after what came before it. */
  deliver(msg: PushMessage): void {
    const keys = [
      msg.accountId ? `a:${msg.accountId}` : null,
      msg.profileId ? `p:${msg.profileId}` : null,
      msg.topic ? `t:${msg.topic}` : null,
    ];
    // a listener of several of the message's keys (its account and its profile) hears it once
    const to = new Set<Listener>();
    for (const key of keys) if (key) for (const l of this.listeners.get(key) ?? []) to.add(l);
    for (const listener of to) this.due.push({ listener, msg });
    if (!this.draining) this.drain();
  }

  private drain(): void {
    this.draining = true;
    const end = Math.min(this.due.length, this.dueAt + FANOUT_BATCH);
    for (; this.dueAt < end; this.dueAt++) {
      const d = this.due[this.dueAt];
      if (!d) continue;
      try {
        d.listener(d.msg);
      } catch (err) {
        // one listener's failure does not deafen the others
        console.error('[push] a listener failed', err);
      }
    }
    if (this.dueAt < this.due.length) {
      // what was handed out is let go of, so a queue that never empties under load does not grow
      if (this.dueAt >= 4 * FANOUT_BATCH) {
        this.due = this.due.slice(this.dueAt);
        this.dueAt = 0;
      }
      setImmediate(() => this.drain());
      return;
    }
    this.due = [];
    this.dueAt = 0;
    this.draining = false;
  }

  async start(sqlClient: postgres.Sql): Promise<void> {
    if (this.started) return;
    this.started = true;
    await sqlClient.listen(PUSH_CHANNEL, (payload) => {
      let msg: PushMessage;
      try {
        msg = JSON.parse(payload);
      } catch {
        return;
      }
      this.deliver(msg);
    });
  }

  /** How many listeners this process has on `topic` (a shared feed keeps one per topic: decision 099). */
  listening(topic: string): number {
    return this.listeners.get(`t:${topic}`)?.size ?? 0;
  }

  /** Calls `fn` for each message on `topic` heard by this process; returns the function that stops it. */
  onTopic(topic: string, fn: Listener): () => void {
    const key = `t:${topic}`;
    const set = this.listeners.get(key) ?? new Set();
    set.add(fn);
    this.listeners.set(key, set);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /**
   * Async iterator of the messages for an account (its entered profile, and topics), ended by
   * return(). `alsoProfiles`: more profiles heard (the base a sitter sits, decision 066).
   */
  subscribe(
    accountId: string | null,
    profileId: string | null = null,
    topics: string[] = [],
    alsoProfiles: string[] = [],
  ): AsyncIterableIterator<PushMessage> {
    const queue: PushMessage[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const listener: Listener = (m) => {
      queue.push(m);
      wake?.();
    };
    const keys = [
      ...(accountId ? [`a:${accountId}`] : []),
      ...(profileId ? [`p:${profileId}`] : []),
      ...alsoProfiles.map((p) => `p:${p}`),
      ...topics.map((t) => `t:${t}`),
    ];
    for (const key of keys) {
      const set = this.listeners.get(key) ?? new Set();
      set.add(listener);
      this.listeners.set(key, set);
    }
    const cleanup = () => {
      done = true;
      for (const key of keys) {
        const set = this.listeners.get(key);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(key);
      }
      wake?.();
    };
    const it: AsyncIterableIterator<PushMessage> = {
      [Symbol.asyncIterator]: () => it,
      next: async () => {
        while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (done) return { value: undefined, done: true };
        return { value: queue.shift() as PushMessage, done: false };
      },
      return: async () => {
        cleanup();
        return { value: undefined, done: true };
      },
    };
    return it;
  }
}
