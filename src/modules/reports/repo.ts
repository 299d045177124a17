import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ReportsTables {
  reports: {
    id: string;
    profile_id: string;
    kind: string;
    data: unknown;
    created_at: Date;
    read_at: Date | null;
    /** what a reward report pays when claimed: { resources, items } */
    rewards?: { resources?: Record<string, number>; items?: Record<string, number> } | null;
    claimed_at?: Date | null;
  };
}
export type ReportRow = ReportsTables['reports'];

const q = (ex: Executor) => tables<ReportsTables>(ex);

export function insertReport(
  ex: Executor,
  r: { profileId: string; kind: string; data: unknown; at: Date; rewards?: ReportRow['rewards'] },
) {
  return q(ex)
    .insertInto('reports')
    .values({
      profile_id: r.profileId,
      kind: r.kind,
      data: r.data as never,
      created_at: r.at,
      rewards: (r.rewards ?? null) as never,
    } as never)
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** A page of a player's reports, newest first. */
export function listReports(ex: Executor, profileId: string, offset: number, limit: number) {
  return q(ex)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function findReport(ex: Executor, profileId: string, id: string) {
  return q(ex)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markRead(ex: Executor, profileId: string, ids: string[] | 'all', at: Date) {
  let u = q(ex)
    .updateTable('reports')
    .set({ read_at: at })
    .where('profile_id', '=', profileId)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return;
    u = u.where('id', 'in', ids);
  }
  await u.execute();
}

export async function hasUnread(ex: Executor, profileId: string): Promise<boolean> {
  const r = await q(ex)
    .selectFrom('reports')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('read_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}

/** A player's unclaimed rewards, locked (one report, or all): callers hold the base's lock first. */
export function unclaimedForUpdate(trx: Trx, profileId: string, reportId: string | 'all') {
  let query = tablesTrx<ReportsTables>(trx)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('rewards', 'is not', null)
    .where('claimed_at', 'is', null);
  if (reportId !== 'all') query = query.where('id', '=', reportId);
  return query.orderBy('created_at').forUpdate().execute();
}

export async function markClaimed(trx: Trx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await tablesTrx<ReportsTables>(trx)
    .updateTable('reports')
    .set({ claimed_at: at } as never)
    .where('id', 'in', ids)
    .execute();
}

/** How many rewards wait to be claimed (the menu's badge). */
export async function unclaimedCount(ex: Executor, profileId: string): Promise<number> {
  const r = await q(ex)
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .where('rewards', 'is not', null)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * Raids on bases that had nothing to defend with, per attacker and defender, since `since` (for
 * /control's multi-account signals): a farm account left empty for its main to plunder. Read from the
 * defenders' battle reports (the host's units before the battle, first of `defenders`).
 */
export function undefendedRaids(ex: Executor, since: Date) {
  return sql<{ attacker: string; defender: string; raids: number; plundered: number }>`
    select data->'input'->'attacker'->'contingents'->0->>'ownerId' as attacker, profile_id as defender, count(*)::int as raids,
           coalesce(sum((select coalesce(sum(v::numeric), 0) from jsonb_each_text(coalesce(data->'loot', '{}'::jsonb)) as l(k, v) where v ~ '^[0-9.]+$')), 0)::int as plundered
    from reports
    where kind = 'battle' and data->>'role' = 'defence' and created_at >= ${since}
      and not exists (select 1 from jsonb_each_text(coalesce(data->'defenders'->0->'before', '{}'::jsonb)) as u(k, v) where v ~ '^[0-9.]+$' and v::numeric > 0)
    group by 1, 2
    having count(*) > 0`
    .execute(ex)
    .then((r) => r.rows.filter((x) => x.attacker));
}
