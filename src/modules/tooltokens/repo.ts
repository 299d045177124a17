import { type ColumnType, type Generated, type Insertable, type Selectable, sql, type RawBuilder } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface ToolTokensTables {
  tool_tokens: {
    id: Generated<string>;
    profile_id: string;
    name: string;
    /** a text[]: written as a cast array (postgres.js would send a JS array as json) */
    scopes: ColumnType<string[], RawBuilder<string[]>, RawBuilder<string[]>>;
    secret_hash: string;
    hint: string;
    per_minute: number;
    created_at: Generated<Date>;
    last_used_at: Date | null;
    revoked_at: Date | null;
    revoked_by: string | null;
  };
  tool_token_windows: { token_id: string; window_start: Date; hits: number };
}
export type TokenRow = Selectable<ToolTokensTables['tool_tokens']>;
const q = (ex: Executor) => tables<ToolTokensTables>(ex);

export const insertToken = (
  ex: Executor,
  t: Omit<Insertable<ToolTokensTables['tool_tokens']>, 'scopes'> & { scopes: string[] },
) =>
  q(ex)
    .insertInto('tool_tokens')
    .values({ ...t, scopes: sql<string[]>`${t.scopes}::text[]` })
    .returningAll()
    .executeTakeFirstOrThrow();

export const activeCount = async (ex: Executor, profileId: string) =>
  Number(
    (
      await q(ex)
        .selectFrom('tool_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('profile_id', '=', profileId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const tokensOf = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('tool_tokens')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .execute();

/** The newest tokens of every commander (admins), optionally those of profiles `profileIds`. */
export function allTokens(ex: Executor, limit: number, profileIds?: string[]) {
  let query = q(ex).selectFrom('tool_tokens').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (profileIds)
    query = query.where('profile_id', 'in', profileIds.length ? profileIds : ['00000000-0000-0000-0000-000000000000']);
  return query.execute();
}

export const tokenBySecret = (ex: Executor, hash: string) =>
  q(ex).selectFrom('tool_tokens').selectAll().where('secret_hash', '=', hash).executeTakeFirst();

/** Revokes a token (of `profileId` when given); false when there is none such still active. */
export async function revokeToken(ex: Executor, id: string, by: string, at: Date, profileId?: string) {
  let query = q(ex)
    .updateTable('tool_tokens')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null);
  if (profileId) query = query.where('profile_id', '=', profileId);
  return (await query.returning(['id', 'profile_id', 'name']).executeTakeFirst()) ?? null;
}

export const touchToken = (ex: Executor, id: string, at: Date) =>
  q(ex).updateTable('tool_tokens').set({ last_used_at: at }).where('id', '=', id).execute();

/** Counts one request in the token's window; answers the window's count with it. */
export async function hit(ex: Executor, tokenId: string, windowStart: Date): Promise<number> {
  const r = await sql<{ hits: number }>`insert into tool_token_windows (token_id, window_start, hits)
    values (${tokenId}, ${windowStart}, 1)
    on conflict (token_id, window_start) do update set hits = tool_token_windows.hits + 1
    returning hits`.execute(ex);
  return Number(r.rows[0]?.hits ?? 0);
}

export const sweepWindows = (ex: Executor, before: Date) =>
  q(ex).deleteFrom('tool_token_windows').where('window_start', '<', before).execute();
