/**
 * kysely over postgres.js, with the statements whose answer nobody reads sent together with the
 * next one. kysely awaits `begin` (and each `savepoint` and `release savepoint` our code issues) on a
 * round trip of its own; postgres.js sends what is queued on a connection in one write, and the
 * server runs it in order. So a transaction of lock + read + write + commit costs one round trip
 * (and one socket write, the costly part of a query in Bun here) less for its `begin`, and one less
 * per savepoint.
 *
 * Safety: a deferred statement runs before the statement it travels with, in order, on the same
 * connection. If it failed, that statement's error is not the one reported: the deferred one's is,
 * and the transaction is rolled back as before (a failed `begin` or `savepoint` leaves the
 * transaction aborted, so everything after it fails too and `commit` reports a rollback). A deferred
 * statement is never the last of a transaction: `commit` or `rollback` always follows.
 */
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, Transaction } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import type postgres from 'postgres';

/** Statements without parameters whose result is never read: they may wait for the next statement. */
const DEFERRABLE = /^\s*(begin|start transaction\b[^;]*|savepoint\s+"?\w+"?|release\s+(savepoint\s+)?"?\w+"?)\s*$/i;
const BEGINS = /^\s*(begin|start transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end|abort)\s*$/i;

/**
 * Put first in a statement whose answer nobody reads (a `pg_notify`): inside a transaction it is
 * sent with the next statement — at the latest with `commit`. Outside one it runs on its own.
 */
export const SENT_WITH_NEXT = '/* sent with the next statement */ ';
/** The same mark at a statement's end (`modifyEnd`, for kysely's builders). */
export const SENT_WITH_NEXT_END = ' /* sent with the next statement */';

const marked = (text: string) => text.startsWith(SENT_WITH_NEXT) || text.endsWith(SENT_WITH_NEXT_END);

/**
 * Statements `sentTogether` holds, each with the place its answer goes (kysely hands the connection
 * the very CompiledQuery object it was given).
 */
const answerSlots = new WeakMap<CompiledQuery, { answer?: Promise<QueryResult<unknown>> }>();

export const isDeferrable = (q: Pick<CompiledQuery, 'sql' | 'parameters'>, inTransaction = false) =>
  (q.parameters.length === 0 && DEFERRABLE.test(q.sql)) ||
  (inTransaction && (marked(q.sql) || answerSlots.has(q as CompiledQuery)));

/**
 * Runs statements of a transaction in one round trip and gives every answer, in order: all but the
 * last are held and sent with the last. The server still runs them one after the other, each with
 * its own snapshot, so a statement after a `for update` sees what the lock's last holder committed.
 * When one fails, its error is thrown (the ones after it fail too: the transaction is aborted).
 */
export async function sentTogether<const T extends readonly CompiledQuery[]>(
  trx: Transaction<unknown>,
  queries: T,
): Promise<{ [K in keyof T]: QueryResult<T[K] extends CompiledQuery<infer R> ? R : never> }> {
  const slots = queries.slice(0, -1).map((q) => {
    const slot: { answer?: Promise<QueryResult<unknown>> } = {};
    answerSlots.set(q, slot);
    return slot;
  });
  const answers: QueryResult<unknown>[] = [];
  try {
    const direct: QueryResult<unknown>[] = [];
    for (const q of queries) direct.push(await trx.executeQuery(q));
    // a held statement's answer is in its slot (a dialect that held nothing answered directly)
    for (const [i, d] of direct.entries())
      answers.push(slots[i]?.answer ? await (slots[i].answer as Promise<QueryResult<unknown>>) : d);
  } finally {
    for (const q of queries) answerSlots.delete(q);
  }
  return answers as never;
}

/** A connection that holds back deferrable statements until the next statement, then sends both. */
function deferring(conn: DatabaseConnection): DatabaseConnection {
  let held: Promise<unknown>[] = [];
  let inTransaction = false;
  const run = conn.executeQuery.bind(conn);
  const executeQuery = async <R>(q: CompiledQuery): Promise<QueryResult<R>> => {
    if (BEGINS.test(q.sql)) inTransaction = true;
    else if (ENDS.test(q.sql)) inTransaction = false;
    if (isDeferrable(q, inTransaction)) {
      const p = run(q);
      // its error is reported by the statement it travels with
      p.catch(() => {});
      held.push(p);
      const slot = answerSlots.get(q);
      if (slot) slot.answer = p as Promise<QueryResult<unknown>>;
      return { rows: [] };
    }
    const before = held;
    held = [];
    const result = run<R>(q);
    if (before.length > 0) {
      try {
        await Promise.all(before);
      } catch (err) {
        await result.catch(() => {});
        throw err;
      }
    }
    return result;
  };
  return new Proxy(conn, {
    get(target, prop) {
      if (prop === 'executeQuery') return executeQuery;
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/**
 * A connection that takes one of the pool's connections for itself only when a transaction begins
 * on it. A statement outside a transaction goes to postgres.js's pool as it is: reserving a
 * connection, running one statement and giving it back cost about as much again as the statement.
 * So kysely's `db.connection()` without a transaction does not pin one server connection: session
 * state (SET, temporary tables, session advisory locks) needs a transaction or postgres.js's own
 * `reserve()` (as the migrations and the worker liveness lock do).
 */
type ReservedOnBegin = DatabaseConnection & { readonly fromPool: DatabaseConnection | null };

function reservedOnBegin(pool: postgres.Sql, reserve: () => Promise<DatabaseConnection>): ReservedOnBegin {
  /** the driver's connection, once a transaction began, and the same sending held statements along */
  let own: DatabaseConnection | null = null;
  let conn: DatabaseConnection | null = null;
  const reserved = async () => {
    if (!conn) {
      own = await reserve();
      conn = deferring(own);
    }
    return conn;
  };
  return {
    get fromPool() {
      return own;
    },
    async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
      if (conn || BEGINS.test(q.sql)) return (await reserved()).executeQuery<R>(q);
      // the extended protocol even without parameters, as kysely-postgres-js asks (`simple` is not in the types)
      const result = await pool.unsafe(
        q.sql,
        [...q.parameters] as never[],
        { prepare: true, simple: false } as postgres.UnsafeQueryOptions,
      );
      const { command, count } = result;
      return {
        numAffectedRows:
          command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE'
            ? BigInt(count)
            : undefined,
        rows: Array.from(result.values()) as R[],
      };
    },
    async *streamQuery<R>(q: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
      yield* (await reserved()).streamQuery<R>(q, chunkSize);
    },
  };
}

/** PostgresJSDialect whose connections send deferrable statements with the next one. */
export class PipelinedPostgresJSDialect extends PostgresJSDialect {
  readonly #pool: postgres.Sql;
  constructor(config: { postgres: postgres.Sql }) {
    super(config);
    this.#pool = config.postgres;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquireConnection: Driver['acquireConnection'] = async (options) =>
      reservedOnBegin(this.#pool, () => driver.acquireConnection(options));
    // a connection that ran a transaction goes back to the pool; one that never reserved holds none
    const releaseConnection: Driver['releaseConnection'] = async (c, options) => {
      const own = (c as ReservedOnBegin).fromPool;
      if (own) await driver.releaseConnection(own, options);
    };
    // everything else (BEGIN, COMMIT, savepoints) runs through the connection it is given
    return new Proxy(driver, {
      get(target, prop) {
        if (prop === 'acquireConnection') return acquireConnection;
        if (prop === 'releaseConnection') return releaseConnection;
        const v = Reflect.get(target, prop, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
  }
}
