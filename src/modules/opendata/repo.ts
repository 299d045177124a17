import { sql } from 'kysely';
import { type Executor, type Trx, tables } from '../../platform/db.ts';

export interface OpenDataTables {
  open_data_files: { world_id: string; name: string; content: string; etag: string; generated_at: Date };
}
const q = (ex: Executor) => tables<OpenDataTables>(ex);

export async function replaceFiles(
  trx: Trx,
  worldId: string,
  files: { name: string; content: string; etag: string }[],
  at: Date,
) {
  await sql`select pg_advisory_xact_lock(hashtext(${`opendata:${worldId}`}))`.execute(trx);
  await q(trx).deleteFrom('open_data_files').where('world_id', '=', worldId).execute();
  await q(trx)
    .insertInto('open_data_files')
    .values(files.map((f) => ({ world_id: worldId, ...f, generated_at: at })))
    .execute();
}

/** When each world's dump was last generated. */
export const generatedAt = (ex: Executor) =>
  q(ex)
    .selectFrom('open_data_files')
    .select(['world_id', (eb) => eb.fn.max<Date>('generated_at').as('generated_at')])
    .groupBy('world_id')
    .execute();

export const findFile = (ex: Executor, worldId: string, name: string) =>
  q(ex)
    .selectFrom('open_data_files')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('name', '=', name)
    .executeTakeFirst();
