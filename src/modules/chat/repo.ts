import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ChatTables {
  comments: {
    id: string;
    world_id: string;
    channel: string;
    profile_id: string;
    text: string;
    created_at: Date;
    deleted_at: Date | null;
  };
  chat_mutes: { profile_id: string; until: Date; reason: string };
  chat_reports: {
    id: string;
    comment_id: string;
    reporter_id: string;
    created_at: Date;
    resolved_at: Date | null;
    resolution: string | null;
  };
}

export function insertComment(trx: Trx, c: Omit<ChatTables['comments'], 'id' | 'deleted_at'>) {
  return tablesTrx<ChatTables>(trx)
    .insertInto('comments')
    .values(c as ChatTables['comments'])
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A page of a channel, newest first. */
export function listComments(ex: Executor, worldId: string, channel: string, offset: number, limit: number) {
  return tables<ChatTables>(ex)
    .selectFrom('comments')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('channel', '=', channel)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * Serialises one author's writes of one kind (channel messages, private messages) until the
 * transaction ends, in every process: two messages sent at once (through two web processes) would
 * otherwise both read the same last message and both pass the pace limit.
 */
export async function holdAuthorPace(trx: Trx, kind: 'comment' | 'private', profileId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`chat-pace:${kind}:${profileId}`}, 0))`.execute(trx);
}

/** When the author last wrote in any channel (for the pace limit; hold the author's pace first). */
export async function lastCommentAt(ex: Executor, profileId: string): Promise<number | null> {
  const r = await tables<ChatTables>(ex)
    .selectFrom('comments')
    .select('created_at')
    .where('profile_id', '=', profileId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? r.created_at.getTime() : null;
}

/** Until when a commander is muted (null: not muted). */
export async function mutedUntil(ex: Executor, profileId: string): Promise<{ until: Date; reason: string } | null> {
  const r = await tables<ChatTables>(ex)
    .selectFrom('chat_mutes')
    .select(['until', 'reason'])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return r ?? null;
}

export async function setMute(trx: Trx, profileId: string, until: Date | null, reason: string) {
  if (until === null)
    await tablesTrx<ChatTables>(trx).deleteFrom('chat_mutes').where('profile_id', '=', profileId).execute();
  else
    await tablesTrx<ChatTables>(trx)
      .insertInto('chat_mutes')
      .values({ profile_id: profileId, until, reason })
      .onConflict((oc) => oc.column('profile_id').doUpdateSet({ until, reason }))
      .execute();
}

export function findCommentForUpdate(trx: Trx, id: string) {
  return tablesTrx<ChatTables>(trx)
    .selectFrom('comments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markDeleted(trx: Trx, id: string, at: Date) {
  await tablesTrx<ChatTables>(trx).updateTable('comments').set({ deleted_at: at }).where('id', '=', id).execute();
}

/** Files a reader's report of a message; false when they reported it already. */
export async function insertReport(
  trx: Trx,
  r: { comment_id: string; reporter_id: string; created_at: Date },
): Promise<boolean> {
  const row = await tablesTrx<ChatTables>(trx)
    .insertInto('chat_reports')
    .values(r as ChatTables['chat_reports'])
    .onConflict((oc) => oc.constraint('chat_reports_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes every open report of a message (deleted, or judged harmless). */
export async function resolveReports(trx: Trx, commentId: string, at: Date, resolution: string): Promise<number> {
  const r = await tablesTrx<ChatTables>(trx)
    .updateTable('chat_reports')
    .set({ resolved_at: at, resolution })
    .where('comment_id', '=', commentId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The open reports, one row per message: how many readers reported it and when first. */
export function openReports(ex: Executor, limit: number) {
  return tables<ChatTables>(ex)
    .selectFrom('chat_reports as r')
    .innerJoin('comments as c', 'c.id', 'r.comment_id')
    .select((eb) => [
      'c.id as comment_id',
      'c.text',
      'c.profile_id',
      'c.channel',
      'c.world_id',
      'c.created_at',
      eb.fn.countAll<number>().as('reports'),
      eb.fn.min('r.created_at').as('first_reported_at'),
    ])
    .where('r.resolved_at', 'is', null)
    .groupBy(['c.id', 'c.text', 'c.profile_id', 'c.channel', 'c.world_id', 'c.created_at'])
    .orderBy('first_reported_at', 'asc')
    .limit(limit)
    .execute();
}

export function findComment(ex: Executor, id: string) {
  return tables<ChatTables>(ex).selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every chat line a commander wrote, oldest first (the player's data export). */
export function commentsOf(ex: Executor, profileId: string) {
  return tables<ChatTables>(ex)
    .selectFrom('comments')
    .select(['channel', 'text', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('id')
    .execute();
}
