import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ChatTables {
  comments: { id: string; world_id: string; channel: string; profile_id: string; text: string; created_at: Date };
}

export function insertComment(trx: Trx, c: Omit<ChatTables['comments'], 'id'>) {
  return tablesTrx<ChatTables>(trx).insertInto('comments').values(c as ChatTables['comments']).returningAll().executeTakeFirstOrThrow();
}

/** A page of a channel, newest first. */
export function listComments(ex: Executor, worldId: string, channel: string, offset: number, limit: number) {
  return tables<ChatTables>(ex).selectFrom('comments').selectAll().where('world_id', '=', worldId).where('channel', '=', channel).orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

/** When the author last wrote in any channel (for the pace limit). */
export async function lastCommentAt(ex: Executor, profileId: string): Promise<number | null> {
  const r = await tables<ChatTables>(ex).selectFrom('comments').select('created_at').where('profile_id', '=', profileId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return r ? r.created_at.getTime() : null;
}
