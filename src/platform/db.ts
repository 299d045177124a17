import { Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import postgres from 'postgres';
import { PipelinedPostgresJSDialect } from './pipelined-dialect.ts';

/**
 * The database handle every module receives. It is typed with no tables: each module's repo.ts
 * narrows it to the tables it owns with `tables<T>()`, so reading another module's table does
 * not compile.
 */
// biome-ignore lint/suspicious/noExplicitAny: narrowed per module by tables<T>()
export type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: narrowed per module by tables<T>()
export type Trx = Transaction<any>;
/** Either a plain handle or a transaction: repo functions that do not lock take this. */
export type Executor = Db | Trx;

/** Narrows a handle to the tables a module owns. */
export function tables<T>(ex: Executor): Kysely<T> {
  return ex as unknown as Kysely<T>;
}
/** Narrows a transaction to the tables a module owns (functions that lock rows take this). */
export function tablesTrx<T>(trx: Trx): Transaction<T> {
  return trx as unknown as Transaction<T>;
}

/**
 * Opens a transaction at the edge (a procedure or a job) and runs a use case in it. Use cases take
 * the `Trx` instead of opening their own, so two of them compose in one transaction: both commit or
 * neither does.
 */
export function inTransaction<T>(db: Db, useCase: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(useCase);
}

export interface DbHandle {
  db: Db;
  sql: postgres.Sql;
  /**
   * The client LISTEN runs on (pushes, the timeline's alarm): `sql` itself, or a direct connection
   * when `sql` goes through a pooler in transaction mode, where a LISTEN would not stay put.
   */
  listenSql: postgres.Sql;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list of ids as one uuid[] parameter. Never spelled into the statement's text: each distinct
 * text is a statement of its own to prepare on every connection (an extra round trip each time, and
 * a cache that grows with every base id ever asked about).
 */
export function uuidArray(ids: readonly string[]): RawBuilder<string[]> {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not an id: ${id}`);
  return sql<string[]>`${[...ids]}::uuid[]`;
}

/**
 * postgres.js for a URL, also in libpq's socket form `postgres://user@localhost:port/db?host=/dir`
 * (the private PostgreSQL's: postgres.js reads no `host` parameter by itself).
 */
// biome-ignore lint/suspicious/noExplicitAny: the options' custom types vary per caller
export function connectPostgres(url: string, options: postgres.Options<any> = {}): postgres.Sql {
  const u = new URL(url);
  const socketDir = u.searchParams.get('host');
  if (!socketDir?.startsWith('/')) return postgres(url, options) as unknown as postgres.Sql;
  // postgres.js would send an unknown query parameter to the server as a setting
  u.searchParams.delete('host');
  return postgres(u.toString(), { ...options, host: socketDir }) as unknown as postgres.Sql;
}

export interface DbOptions {
  max?: number;
  /**
   * `url` goes through a connection pooler in transaction mode (PgBouncer before 1.21): no named
   * prepared statements (the next transaction may run on another server connection, which never
   * saw them), and LISTEN goes to `directUrl`.
   */
  pooled?: boolean;
  /** The database without the pooler, for LISTEN. Default `url`. */
  directUrl?: string;
}

export function createDb(url: string, opts: DbOptions = {}): DbHandle {
  const sql = connectPostgres(url, {
    max: opts.max ?? 10,
    prepare: !opts.pooled,
    onnotice: () => {},
    // bigint counters come back as numbers: our amounts stay far below 2^53
    types: { bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) } },
    transform: { undefined: null },
  });
  const db = new Kysely({ dialect: new PipelinedPostgresJSDialect({ postgres: sql }) });
  // postgres.js gives each LISTEN a connection of its own, outside the pool: one per process
  const listenSql =
    opts.directUrl && opts.directUrl !== url ? connectPostgres(opts.directUrl, { max: 1, onnotice: () => {} }) : sql;
  return {
    db,
    sql,
    listenSql,
    close: async () => {
      await db.destroy();
      if (listenSql !== sql) await listenSql.end({ timeout: 5 });
    },
  };
}

/**
 * Errors that say "try the whole thing again" (a deadlock, a serialization failure, a lock timeout,
 * a lost connection), never "this request or this event is broken".
 */
export function isTransientDbError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  return (
    /^(40|08|53|57)/.test(code) ||
    code === '55P03' ||
    code.startsWith('CONNECT') ||
    code === 'CONNECTION_CLOSED' ||
    code === 'CONNECTION_DESTROYED'
  );
}
