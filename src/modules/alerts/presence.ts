/**
 * Who is looking at the game right now, across web processes (decision 031): each process counts
 * the accounts with a subscription socket open in it, writes a row per account when its first
 * socket opens, refreshes them every `PRESENCE_BEAT_MS` and deletes the row when the last one
 * closes. An alert job asks the table (any process's row refreshed within `PRESENCE_FRESH_MS`),
 * by the database's clock, so processes on machines whose clocks differ agree. A process that dies
 * leaves rows that stop counting after `PRESENCE_FRESH_MS` and are swept later.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, Executor } from '../../platform/db.ts';
import { heartbeat, leave, presentAmong } from './repo.ts';

export const PRESENCE_BEAT_MS = 20_000;
/** A row refreshed within this counts as present: three beats, so one slow beat never makes a player absent. */
export const PRESENCE_FRESH_MS = 60_000;
/** Rows older than this (their process died) are deleted by the daily prune. */
export const PRESENCE_STALE_MS = 10 * 60_000;

/** Every presence of this process, and whether it is shutting down (no write starts after that). */
const presences = new Set<SocketPresence>();
let stopping = false;

/**
 * Stops presence writes for good and waits for those under way: a process (or a test) about to close
 * its database calls it first, so no write starts on a pool that is ending (postgres.js rejects a
 * connection cut while it starts with an error nobody can catch).
 */
export async function stopPresenceWrites(): Promise<void> {
  stopping = true;
  await Promise.all([...presences].map((p) => p.settled()));
}

export class SocketPresence {
  readonly processId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly sockets = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** writes run one after another, so a close's delete never overtakes its open's insert */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly beatMs = PRESENCE_BEAT_MS,
  ) {
    presences.add(this);
  }

  /** Resolves when the writes queued so far are done. */
  settled(): Promise<void> {
    return this.writes;
  }

  private write(fn: () => Promise<void>, what: string): Promise<void> {
    if (stopping) return this.writes;
    this.writes = this.writes
      .then(() => (stopping ? undefined : fn()))
      .catch((err) => console.error(`[presence] ${what}:`, err instanceof Error ? err.message : err));
    return this.writes;
  }

  /** A socket of the account opened in this process; resolves once the row is written. */
  opened(accountId: string): Promise<void> {
    const n = (this.sockets.get(accountId) ?? 0) + 1;
    this.sockets.set(accountId, n);
    if (!this.timer) {
      this.timer = setInterval(
        () => void this.write(() => heartbeat(this.db, this.processId, [...this.sockets.keys()]), 'heartbeat'),
        this.beatMs,
      );
      this.timer.unref?.();
    }
    return n === 1 ? this.write(() => heartbeat(this.db, this.processId, [accountId]), 'open') : this.writes;
  }

  /** A socket of the account closed; the row goes with its last one. */
  closed(accountId: string): Promise<void> {
    const n = (this.sockets.get(accountId) ?? 0) - 1;
    if (n > 0) {
      this.sockets.set(accountId, n);
      return this.writes;
    }
    this.sockets.delete(accountId);
    if (this.sockets.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    return this.write(() => leave(this.db, this.processId, [accountId]), 'close');
  }
}

/** Which of these accounts are looking at the game now (the online state the game shows). */
export const onlineAccounts = (ex: Executor, accountIds: string[]) => presentAmong(ex, accountIds, PRESENCE_FRESH_MS);
