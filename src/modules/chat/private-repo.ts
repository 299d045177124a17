import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface PrivateTables {
  private_messages: {
    id: string;
    world_id: string;
    from_profile: string;
    to_profile: string;
    text: string;
    created_at: Date;
    read_at: Date | null;
  };
}
type Row = PrivateTables['private_messages'];

export function insertPrivate(trx: Trx, m: Omit<Row, 'id' | 'read_at'>) {
  return tablesTrx<PrivateTables>(trx)
    .insertInto('private_messages')
    .values(m as Row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The messages between two commanders, newest first. */
export function thread(ex: Executor, a: string, b: string, offset: number, limit: number) {
  return tables<PrivateTables>(ex)
    .selectFrom('private_messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('from_profile', '=', a), eb('to_profile', '=', b)]),
        eb.and([eb('from_profile', '=', b), eb('to_profile', '=', a)]),
      ]),
    )
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function markThreadRead(ex: Executor, reader: string, other: string, at: Date) {
  await tables<PrivateTables>(ex)
    .updateTable('private_messages')
    .set({ read_at: at })
    .where('to_profile', '=', reader)
    .where('from_profile', '=', other)
    .where('read_at', 'is', null)
    .execute();
}

/** Everyone a commander has written with: the last message and how many are unread, newest first. */
export async function conversations(ex: Executor, me: string) {
  const rows = await sql<{ other: string; last_text: string; last_at: Date; unread: number }>`
    select other, (array_agg(text order by id desc))[1] as last_text, max(created_at) as last_at,
           count(*) filter (where to_profile = ${me} and read_at is null)::int as unread
    from (select *, case when from_profile = ${me} then to_profile else from_profile end as other
          from private_messages where from_profile = ${me} or to_profile = ${me}) m
    group by other order by max(id) desc limit 50`.execute(ex);
  return rows.rows;
}

export async function lastPrivateAt(ex: Executor, profileId: string): Promise<number | null> {
  const r = await tables<PrivateTables>(ex)
    .selectFrom('private_messages')
    .select('created_at')
    .where('from_profile', '=', profileId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? r.created_at.getTime() : null;
}

/** Everything a commander wrote or was sent privately, oldest first (the player's data export). */
export function privateMessagesOf(ex: Executor, profileId: string) {
  return tables<PrivateTables>(ex)
    .selectFrom('private_messages')
    .select(['from_profile', 'to_profile', 'text', 'created_at'])
    .where((eb) => eb.or([eb('from_profile', '=', profileId), eb('to_profile', '=', profileId)]))
    .orderBy('id')
    .execute();
}
