/**
 * Checked by `bun run typecheck`, never run: a table's declared row says what an insert needs, what
 * an update may set and what a read gives, so a misspelled column, a missing one or a value of the
 * wrong type does not compile. Each `@ts-expect-error` below fails the typecheck when the line under
 * it compiles (a row type loosened back to `any`, an `as never` slipped in by a helper type).
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Executor, tables } from '../../src/platform/db.ts';
import type { ReportsTables } from '../../src/modules/reports/repo.ts';
import type { WorldsTables } from '../../src/modules/worlds/repo.ts';

type Report = ReportsTables['reports'];

export async function typedTables(ex: Executor) {
  const q = tables<ReportsTables & WorldsTables>(ex);
  const at = new Date();

  // an id, a default or a timestamp the database fills may be left out of an insert…
  await q.insertInto('reports').values({ profile_id: 'p', kind: 'battle', data: {}, created_at: at }).execute();
  await q.insertInto('profiles').values({ account_id: 'a', world_id: 'w', username: 'Nova' }).execute();
  // …a column the database needs may not
  // @ts-expect-error `kind` is missing
  await q.insertInto('reports').values({ profile_id: 'p', data: {}, created_at: at }).execute();

  // @ts-expect-error a misspelled column in an insert
  await q.insertInto('reports').values({ profile_id: 'p', kind: 'battle', data: {}, created_at: at, raed_at: at });
  // @ts-expect-error a misspelled column in an update
  await q.updateTable('reports').set({ raed_at: at }).execute();
  // @ts-expect-error a value of the wrong type in an update
  await q.updateTable('reports').set({ read_at: 'yesterday' }).execute();
  // @ts-expect-error a misspelled column in a filter
  await q.selectFrom('reports').selectAll().where('profil_id', '=', 'p').execute();
  // @ts-expect-error a table the handle was not narrowed to
  await q.selectFrom('bases').selectAll().execute();

  // a row read back has every column, generated ones as their plain type
  const row = await q.selectFrom('reports').selectAll().executeTakeFirstOrThrow();
  const id: string = row.id;
  const folder: string = row.folder;
  return { id, folder };
}

// the three views of one declaration
export type ReportsSelect = Selectable<Report>;
export const insertNeedsNoId: Insertable<Report> = { profile_id: 'p', kind: 'k', data: null, created_at: new Date() };
export const updateMaySetOne: Updateable<Report> = { read_at: null };
// @ts-expect-error an update names only columns of the table
export const updateNamesColumns: Updateable<Report> = { reed_at: null };
