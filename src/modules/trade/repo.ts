import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface TradeTables {
  dice_seeds: { profile_id: string; server_seed: string };
  wagers: {
    id: Generated<string>;
    profile_id: string;
    bet: string;
    stake: number;
    payout: number;
    dice: number[];
    server_seed: string;
    seed_hash: string;
    client_seed: string;
    created_at: Date;
  };
}
export type WagerRow = Selectable<TradeTables['wagers']>;

const q = (ex: Executor) => tables<TradeTables>(ex);

/** The commander's next seed, creating it when there is none (`fresh` is used then). */
export async function seedOf(ex: Executor, profileId: string, fresh: string): Promise<string> {
  await q(ex)
    .insertInto('dice_seeds')
    .values({ profile_id: profileId, server_seed: fresh })
    .onConflict((c) => c.column('profile_id').doNothing())
    .execute();
  const row = await q(ex)
    .selectFrom('dice_seeds')
    .select('server_seed')
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return row.server_seed;
}

/** The seed for a roll, locked until the roll commits (the base's lock already serialises a commander's rolls). */
export async function seedForUpdate(trx: Trx, profileId: string, fresh: string): Promise<string> {
  await seedOf(trx, profileId, fresh);
  const row = await tablesTrx<TradeTables>(trx)
    .selectFrom('dice_seeds')
    .select('server_seed')
    .where('profile_id', '=', profileId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.server_seed;
}

export async function replaceSeed(trx: Trx, profileId: string, seed: string): Promise<void> {
  await tablesTrx<TradeTables>(trx)
    .updateTable('dice_seeds')
    .set({ server_seed: seed })
    .where('profile_id', '=', profileId)
    .execute();
}

export function insertWager(trx: Trx, w: Insertable<TradeTables['wagers']>) {
  return tablesTrx<TradeTables>(trx).insertInto('wagers').values(w).returningAll().executeTakeFirstOrThrow();
}

/** Credits staked since `since` (the day's cap). */
export async function stakedSince(ex: Executor, profileId: string, since: Date): Promise<number> {
  const r = await q(ex)
    .selectFrom('wagers')
    .select(sql<number>`coalesce(sum(stake), 0)::int`.as('s'))
    .where('profile_id', '=', profileId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

export function recentWagers(ex: Executor, profileId: string, limit: number) {
  return q(ex)
    .selectFrom('wagers')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ── convoys ──

export interface TransfersTables {
  trade_transfers: {
    id: Generated<string>;
    world_id: string;
    from_profile: string;
    to_profile: string;
    march_id: string;
    cargo: Record<string, number>;
    total: number;
    sent_at: Date;
  };
}
export type TransferRow = Selectable<TransfersTables['trade_transfers']>;

export function insertTransfer(trx: Trx, t: Insertable<TransfersTables['trade_transfers']>) {
  return tablesTrx<TransfersTables>(trx).insertInto('trade_transfers').values(t).execute();
}

/** What `from` has sent `to` since `since` (the anti-feeding window). */
export async function sentSince(ex: Executor, from: string, to: string, since: Date): Promise<number> {
  const r = await tables<TransfersTables>(ex)
    .selectFrom('trade_transfers')
    .select(sql<number>`coalesce(sum(total), 0)::int`.as('sum'))
    .where('from_profile', '=', from)
    .where('to_profile', '=', to)
    .where('sent_at', '>', since)
    .executeTakeFirst();
  return Number(r?.sum ?? 0);
}

/** The transfers of these convoys (who sent what to whom). */
export function transfersOf(ex: Executor, marchIds: string[]) {
  if (marchIds.length === 0) return Promise.resolve([] as TransferRow[]);
  return tables<TransfersTables>(ex)
    .selectFrom('trade_transfers')
    .selectAll()
    .where('march_id', 'in', marchIds)
    .execute();
}

/**
 * Pairs of commanders moving resources between them since `since`, biggest first, both directions
 * of a pair on one line (a = the lower id): for /control, to spot accounts that feed each other.
 */
export async function feedingPairs(ex: Executor, since: Date, limit: number) {
  const rows = await sql<{ a: string; b: string; a_to_b: number; b_to_a: number; convoys: number; last_at: Date }>`
    select least(from_profile, to_profile) as a, greatest(from_profile, to_profile) as b,
      coalesce(sum(total) filter (where from_profile < to_profile), 0)::int as a_to_b,
      coalesce(sum(total) filter (where from_profile > to_profile), 0)::int as b_to_a,
      count(*)::int as convoys, max(sent_at) as last_at
    from trade_transfers where sent_at > ${since}
    group by 1, 2 order by sum(total) desc limit ${limit}`.execute(ex);
  return rows.rows;
}
