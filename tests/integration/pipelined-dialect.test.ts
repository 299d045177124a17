/**
 * The database layer sends BEGIN, SAVEPOINT and RELEASE with the statement after them
 * (src/platform/pipelined-dialect.ts): fewer round trips, and still the same transactions — in
 * order, all or nothing, a failure reported.
 */
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb, type DbHandle } from '../../src/platform/db.ts';
import {
  isDeferrable,
  SENT_WITH_NEXT,
  SENT_WITH_NEXT_END,
  sentTogether,
} from '../../src/platform/pipelined-dialect.ts';
import { freshDatabase } from '../support/database.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let h: DbHandle;
beforeAll(async () => {
  database = await freshDatabase();
  h = createDb(database.url, { max: 2 });
  await sql`create table pipe_test (id int primary key, note text)`.execute(h.db);
});
afterAll(async () => {
  await h?.close();
  await database?.drop();
});

/** Socket writes the process makes while `f` runs: one per round trip to the server. */
async function writesDuring(f: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function (this: net.Socket, ...args: unknown[]) {
    writes++;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof write;
  try {
    await f();
  } finally {
    net.Socket.prototype.write = write;
  }
  return writes;
}

const rows = async () =>
  (await sql<{ id: number; note: string }>`select id, note from pipe_test order by id`.execute(h.db)).rows;

test('a transaction of savepoint, read, release, read costs three round trips, not six', async () => {
  const tx = () =>
    h.db.transaction().execute(async (trx) => {
      await sql`savepoint lock_set`.execute(trx);
      await sql`select 1`.execute(trx);
      await sql`release savepoint lock_set`.execute(trx);
      await sql`select 2`.execute(trx);
    });
  await tx(); // the statements are prepared on this connection from now on
  // begin + savepoint + select 1 | release + select 2 | commit
  expect(await writesDuring(tx)).toBe(3);
});

test('statements run in the order written: a savepoint sent with the next insert is taken before it', async () => {
  await h.db.transaction().execute(async (trx) => {
    await sql`insert into pipe_test values (1, 'kept')`.execute(trx);
    await sql`savepoint undo_me`.execute(trx);
    await sql`insert into pipe_test values (2, 'undone')`.execute(trx);
    await sql`rollback to savepoint undo_me`.execute(trx);
  });
  expect(await rows()).toEqual([{ id: 1, note: 'kept' }]);
});

test('a held-back statement that fails fails its transaction: nothing of it is kept', async () => {
  await expect(
    h.db.transaction().execute(async (trx) => {
      await sql`insert into pipe_test values (3, 'lost')`.execute(trx);
      // held back (it answers nothing), then refused: no such savepoint. The error comes with the next
      // statement, and the transaction rolls back
      await sql`release savepoint never_taken`.execute(trx);
      await sql`insert into pipe_test values (4, 'lost too')`.execute(trx);
    }),
  ).rejects.toThrow(/savepoint "never_taken" does not exist/);
  expect((await rows()).map((r) => r.id)).toEqual([1]);
});

test('a statement marked as unread goes with the next one inside a transaction, and runs on its own outside one', async () => {
  const write = (trx: typeof h.db, id: number) =>
    trx
      .insertInto('pipe_test' as never)
      .values({ id, note: 'marked' } as never)
      .modifyEnd(sql.raw(SENT_WITH_NEXT_END))
      .execute();
  const tx = (id: number) =>
    h.db.transaction().execute(async (trx) => {
      await write(trx as unknown as typeof h.db, id);
      await sql`${sql.raw(SENT_WITH_NEXT)}select pg_notify('pipe_test', 'x')`.execute(trx);
      await sql`select 1`.execute(trx);
    });
  await tx(10);
  // begin + insert + notify + select | commit
  expect(await writesDuring(() => tx(11))).toBe(2);
  // outside a transaction nothing follows it: it is not held (the row is there when it returns)
  await write(h.db, 12);
  expect((await rows()).map((r) => r.id)).toEqual([1, 10, 11, 12]);
  // and its failure is its caller's, at once
  await expect(write(h.db, 12)).rejects.toThrow(/duplicate key/);
});

test('only statements whose answer nobody reads are held back', () => {
  const q = (text: string, parameters: unknown[] = []) => ({ sql: text, parameters });
  for (const s of [
    'begin',
    'start transaction isolation level serializable',
    'savepoint timeline_locks',
    'savepoint "timeline_event"',
    'release savepoint x',
    'RELEASE "x"',
  ])
    expect(isDeferrable(q(s)), s).toBe(true);
  for (const s of ['rollback to savepoint x', 'commit', 'rollback', 'select 1', 'savepoint a; drop table pipe_test'])
    expect(isDeferrable(q(s)), s).toBe(false);
  expect(isDeferrable(q('begin', [1]))).toBe(false);
  // marked ones, with parameters, only inside a transaction
  expect(isDeferrable(q(`${SENT_WITH_NEXT}select pg_notify($1, $2)`, ['a', 'b']), true)).toBe(true);
  expect(isDeferrable(q(`update bases set x = $1${SENT_WITH_NEXT_END}`, [1]), true)).toBe(true);
  expect(isDeferrable(q(`update bases set x = $1${SENT_WITH_NEXT_END}`, [1]), false)).toBe(false);
});

test('statements sent together cost one round trip and each gives its own answer, in order', async () => {
  const tx = () =>
    h.db.transaction().execute(async (trx) => {
      await sql`savepoint lock_set`.execute(trx);
      return sentTogether(trx, [
        sql<{ n: number }>`select 1 as n`.compile(trx),
        sql<{ id: number }>`select id from pipe_test where id = ${1}`.compile(trx),
        sql<{ m: string }>`select 'three' as m`.compile(trx),
      ]);
    });
  await tx();
  let answers: Awaited<ReturnType<typeof tx>> | undefined;
  // begin + savepoint + the three | commit
  expect(
    await writesDuring(async () => {
      answers = await tx();
    }),
  ).toBe(2);
  expect(answers?.map((a) => a.rows)).toEqual([[{ n: 1 }], [{ id: 1 }], [{ m: 'three' }]]);
});

test('when a statement sent together fails, its own error is thrown and the transaction keeps nothing', async () => {
  await expect(
    h.db.transaction().execute(async (trx) => {
      await sql`insert into pipe_test values (20, 'lost')`.execute(trx);
      await sentTogether(trx, [
        sql`select * from no_such_table`.compile(trx),
        sql`insert into pipe_test values (21, 'lost too')`.compile(trx),
      ]);
    }),
  ).rejects.toThrow(/relation "no_such_table" does not exist/);
  expect((await rows()).map((r) => r.id)).not.toContain(20);
});

test('a transaction keeps one connection from begin to commit (a lone statement goes to the pool), and a lone statement answers and fails as its own', async () => {
  // two open at once (each waits for the other's first statement): each sees one backend throughout
  let started = 0;
  const bothStarted = Promise.withResolvers<void>();
  const pids = await Promise.all(
    [0, 1].map(() =>
      h.db.transaction().execute(async (trx) => {
        const a = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        if (++started === 2) bothStarted.resolve();
        await bothStarted.promise;
        const b = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        return [a.rows[0]?.pid, b.rows[0]?.pid];
      }),
    ),
  );
  for (const [a, b] of pids) expect(a).toBe(b);
  expect(pids[0]?.[0]).not.toBe(pids[1]?.[0]);
  // a lone statement runs, and its failure is its caller's
  expect((await sql<{ n: number }>`select 2 as n`.execute(h.db)).rows).toEqual([{ n: 2 }]);
  await expect(sql`select * from no_such_table`.execute(h.db)).rejects.toThrow(/no_such_table/);
});
