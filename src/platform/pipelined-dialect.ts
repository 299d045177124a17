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
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';

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

export const isDeferrable = (q: Pick<CompiledQuery, 'sql' | 'parameters'>, inTransaction = false) =>
  (q.parameters.length === 0 && DEFERRABLE.test(q.sql)) || (inTransaction && marked(q.sql));

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

/** PostgresJSDialect whose connections send deferrable statements with the next one. */
export class PipelinedPostgresJSDialect extends PostgresJSDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const acquireConnection: Driver['acquireConnection'] = async (options) => {
      const c = await driver.acquireConnection(options);
      const w = deferring(c);
      inner.set(w, c);
      return w;
    };
    const releaseConnection: Driver['releaseConnection'] = (c, options) => driver.releaseConnection(inner.get(c) ?? c, options);
    // everything else (BEGIN, COMMIT, savepoints) runs through the wrapped connection it is given
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
