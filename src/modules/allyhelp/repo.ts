/** The alliance help tables: members' calls for help on a queue item, and each ally's tap (decision 071). */
import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface AllyHelpTables {
  alliance_help_requests: {
    id: Generated<string>;
    alliance_id: string;
    profile_id: string;
    base_id: string;
    event_id: string;
    queue: string;
    subject: string;
    amount: number;
    duration_ms: number;
    cut_ms: number;
    created_at: Date;
  };
  alliance_helps: { request_id: string; helper_id: string; cut_ms: number; helped_at: Date };
}
export type HelpRequestRow = Selectable<AllyHelpTables['alliance_help_requests']>;

const q = (ex: Executor) => tables<AllyHelpTables>(ex);
const t = (trx: Trx) => tablesTrx<AllyHelpTables>(trx);

/** Files a request; undefined when the item was asked for already (its event is unique). */
export const insertRequest = (trx: Trx, r: Insertable<AllyHelpTables['alliance_help_requests']>) =>
  t(trx)
    .insertInto('alliance_help_requests')
    .values(r)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returningAll()
    .executeTakeFirst();

export const findRequest = (ex: Executor, id: string) =>
  q(ex).selectFrom('alliance_help_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** Who helped a request so far, first first. */
export async function helpersOf(ex: Executor, requestId: string): Promise<string[]> {
  const rows = await q(ex)
    .selectFrom('alliance_helps')
    .select('helper_id')
    .where('request_id', '=', requestId)
    .orderBy('helped_at')
    .execute();
  return rows.map((r) => r.helper_id);
}

/** Records a tap; false when this helper helped this item before (the key). */
export async function insertHelp(trx: Trx, h: AllyHelpTables['alliance_helps']): Promise<boolean> {
  const r = await t(trx)
    .insertInto('alliance_helps')
    .values(h)
    .onConflict((oc) => oc.columns(['request_id', 'helper_id']).doNothing())
    .returning('request_id')
    .executeTakeFirst();
  return r !== undefined;
}

/** The alliance's requests newer than `since`, with their helpers, oldest first. */
export async function requestsOfAlliance(ex: Executor, allianceId: string, since: Date) {
  const rows = await q(ex)
    .selectFrom('alliance_help_requests as r')
    .leftJoin('alliance_helps as h', 'h.request_id', 'r.id')
    .selectAll('r')
    .select(sql<string[]>`coalesce(array_agg(h.helper_id) filter (where h.helper_id is not null), '{}')`.as('helpers'))
    .where('r.alliance_id', '=', allianceId)
    .where('r.created_at', '>=', since)
    .groupBy('r.id')
    .orderBy('r.created_at')
    .limit(200)
    .execute();
  return rows;
}

/** Helps a commander gave since `since` (the bots' and the profile's count). */
export async function helpsGivenSince(ex: Executor, helperId: string, since: Date): Promise<number> {
  const r = await q(ex)
    .selectFrom('alliance_helps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('helper_id', '=', helperId)
    .where('helped_at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
