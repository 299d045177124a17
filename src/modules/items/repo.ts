import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ItemsTables {
  backpack_items: { profile_id: string; item_type: string; count: number };
}

export function listBackpack(ex: Executor, profileId: string) {
  return tables<ItemsTables>(ex)
    .selectFrom('backpack_items')
    .select(['item_type', 'count'])
    .where('profile_id', '=', profileId)
    .where('count', '>', 0)
    .orderBy('item_type')
    .execute();
}

/** How many of an item the profile holds, locking the row for this transaction. */
export async function countForUpdate(trx: Trx, profileId: string, type: string): Promise<number> {
  const r = await tablesTrx<ItemsTables>(trx)
    .selectFrom('backpack_items')
    .select('count')
    .where('profile_id', '=', profileId)
    .where('item_type', '=', type)
    .forUpdate()
    .executeTakeFirst();
  return r?.count ?? 0;
}

/** Adds items. */
export async function addItems(trx: Trx, profileId: string, type: string, delta: number) {
  await tablesTrx<ItemsTables>(trx)
    .insertInto('backpack_items')
    .values({ profile_id: profileId, item_type: type, count: delta })
    .onConflict((oc) =>
      oc.columns(['profile_id', 'item_type']).doUpdateSet({ count: sql`backpack_items.count + ${delta}` }),
    )
    .execute();
}

/** Takes items; false when fewer are held (the check constraint backs this up). */
export async function takeItems(trx: Trx, profileId: string, type: string, count: number): Promise<boolean> {
  const r = await tablesTrx<ItemsTables>(trx)
    .updateTable('backpack_items')
    .set({ count: sql`count - ${count}` })
    .where('profile_id', '=', profileId)
    .where('item_type', '=', type)
    .where('count', '>=', count)
    .returning('count')
    .executeTakeFirst();
  return r !== undefined;
}
