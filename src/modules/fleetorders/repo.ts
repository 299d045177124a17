/** The fleet orders' tables: repeat orders and contingency rules, this module's alone. */
import { type ColumnType, type Generated, type Insertable, type Selectable, sql } from 'kysely';
import type { RepeatTarget } from '../../game/index.ts';
import { type Executor, tables } from '../../platform/db.ts';

export interface FleetOrdersTables {
  repeat_orders: {
    id: Generated<string>;
    profile_id: string;
    base_id: string;
    /** the targets in order, each with the fleet it gets */
    targets: ColumnType<RepeatTarget[], string, string>;
    /** percent of the fleet that left: a trip losing more stops the order */
    loss_threshold: number;
    /** active, stopped */
    status: Generated<string>;
    /** the target the fleet out now flies to */
    target_index: Generated<number>;
    /** the fleet out now (null once stopped and home) */
    march_id: string | null;
    /** what that fleet left with (its losses are counted against it) */
    sent_units: Generated<Record<string, number>>;
    trips: Generated<number>;
    stop_reason: string | null;
    created_at: Date;
    stopped_at: Date | null;
  };
  contingency_rules: {
    id: Generated<string>;
    profile_id: string;
    base_id: string;
    minutes: number;
    /** evacuate, shield, ally */
    action: string;
    /** the ally whose base the fleet goes to (action ally; null when that commander is gone) */
    ally_profile_id: string | null;
    created_at: Date;
  };
}
export type RepeatOrderRow = Selectable<FleetOrdersTables['repeat_orders']>;
export type ContingencyRuleRow = Selectable<FleetOrdersTables['contingency_rules']>;

const q = (ex: Executor) => tables<FleetOrdersTables>(ex);

export const insertRepeatOrder = (
  ex: Executor,
  o: Omit<Insertable<FleetOrdersTables['repeat_orders']>, 'targets'>,
  targets: RepeatTarget[],
) =>
  q(ex)
    .insertInto('repeat_orders')
    // an array parameter would go as a SQL array: the list goes inside an object, taken out by the database
    .values({ ...o, targets: sql<string>`(${{ list: targets }}::jsonb -> 'list')` })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A base's repeat orders, newest first (the stopped ones too, the last 10). */
export const repeatOrdersOf = (ex: Executor, baseId: string) =>
  q(ex)
    .selectFrom('repeat_orders')
    .selectAll()
    .where('base_id', '=', baseId)
    .orderBy('created_at', 'desc')
    .limit(13)
    .execute();

export async function activeOrderCount(ex: Executor, baseId: string): Promise<number> {
  const r = await q(ex)
    .selectFrom('repeat_orders')
    .select((e) => e.fn.countAll<string>().as('n'))
    .where('base_id', '=', baseId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The active order whose fleet this is, locked (the base's lock is held already). */
export const orderOfMarch = (ex: Executor, marchId: string) =>
  q(ex)
    .selectFrom('repeat_orders')
    .selectAll()
    .where('march_id', '=', marchId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();

export const orderForUpdate = (ex: Executor, id: string) =>
  q(ex).selectFrom('repeat_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The order's next trip: its fleet, target and what it left with. */
export const recordTrip = (
  ex: Executor,
  id: string,
  t: { marchId: string; index: number; sent: Record<string, number> },
) =>
  q(ex)
    .updateTable('repeat_orders')
    .set((e) => ({
      march_id: t.marchId,
      target_index: t.index,
      sent_units: t.sent,
      trips: e('trips', '+', 1),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Stops an active order; false when it had stopped already. */
export async function stopOrder(ex: Executor, id: string, reason: string, at: number): Promise<boolean> {
  const r = await q(ex)
    .updateTable('repeat_orders')
    .set({ status: 'stopped', stop_reason: reason, stopped_at: new Date(at) })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The active orders whose fleets these are (fleets lost at their target). */
export const ordersOfMarches = (ex: Executor, marchIds: string[]) =>
  marchIds.length === 0
    ? Promise.resolve([])
    : q(ex)
        .selectFrom('repeat_orders')
        .selectAll()
        .where('march_id', 'in', marchIds)
        .where('status', '=', 'active')
        .forUpdate()
        .execute();

export const rulesOf = (ex: Executor, baseId: string) =>
  q(ex).selectFrom('contingency_rules').selectAll().where('base_id', '=', baseId).orderBy('created_at').execute();

export const insertRule = (ex: Executor, r: Insertable<FleetOrdersTables['contingency_rules']>) =>
  q(ex).insertInto('contingency_rules').values(r).returningAll().executeTakeFirstOrThrow();

export async function deleteRule(ex: Executor, baseId: string, id: string): Promise<boolean> {
  const r = await q(ex)
    .deleteFrom('contingency_rules')
    .where('id', '=', id)
    .where('base_id', '=', baseId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
