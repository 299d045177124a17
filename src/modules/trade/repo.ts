import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface TradeTables {
  dice_seeds: { profile_id: string; server_seed: string };
  wagers: {
    id: string;
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
export type WagerRow = TradeTables['wagers'];

const q = (ex: Executor) => tables<TradeTables>(ex);

/** The commander's next seed, creating it when there is none (`fresh` is used then). */
export async function seedOf(ex: Executor, profileId: string, fresh: string): Promise<string> {
  await q(ex).insertInto('dice_seeds').values({ profile_id: profileId, server_seed: fresh }).onConflict((c) => c.column('profile_id').doNothing()).execute();
  const row = await q(ex).selectFrom('dice_seeds').select('server_seed').where('profile_id', '=', profileId).executeTakeFirstOrThrow();
  return row.server_seed;
}

/** The seed for a roll, locked until the roll commits (the base's lock already serialises a commander's rolls). */
export async function seedForUpdate(trx: Trx, profileId: string, fresh: string): Promise<string> {
  await seedOf(trx, profileId, fresh);
  const row = await tablesTrx<TradeTables>(trx).selectFrom('dice_seeds').select('server_seed').where('profile_id', '=', profileId).forUpdate().executeTakeFirstOrThrow();
  return row.server_seed;
}

export async function replaceSeed(trx: Trx, profileId: string, seed: string): Promise<void> {
  await tablesTrx<TradeTables>(trx).updateTable('dice_seeds').set({ server_seed: seed }).where('profile_id', '=', profileId).execute();
}

export function insertWager(trx: Trx, w: Omit<WagerRow, 'id'>) {
  return tablesTrx<TradeTables>(trx)
    .insertInto('wagers')
    .values(w as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Credits staked since `since` (the day's cap). */
export async function stakedSince(ex: Executor, profileId: string, since: Date): Promise<number> {
  const r = await q(ex).selectFrom('wagers').select(sql<number>`coalesce(sum(stake), 0)::int`.as('s')).where('profile_id', '=', profileId).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return Number(r.s);
}

export function recentWagers(ex: Executor, profileId: string, limit: number) {
  return q(ex).selectFrom('wagers').selectAll().where('profile_id', '=', profileId).orderBy('id', 'desc').limit(limit).execute();
}
