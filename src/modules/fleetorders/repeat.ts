/**
 * Repeat orders on the timeline: when an order's fleet comes home (the marches module's `return`
 * leg tells us, under the base's lock and at the leg's due time) it goes out again to the order's
 * next target through the marches module's send funnel, so every normal check applies; the order
 * stops, with a report, when the next target is gone, the trip lost more than its threshold, the
 * fleet did not come back, or the rules refuse the send. A recalled fleet stops its order.
 */
import { sql } from 'kysely';
import { lossPercent, lostTooMany, nextTargetIndex, type RepeatStop, type UnitCounts } from '../../game/index.ts';
import type { AppliedObserver } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { objectNow } from '../galaxy/index.ts';
import {
  findMarchForUpdate,
  type HomecomingObserver,
  launchFleet,
  MARCH_EVENT,
  type MarchRow,
  type RecallObserver,
} from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { worldOfProfile } from '../worlds/index.ts';
import { orderOfMarch, ordersOfMarches, type RepeatOrderRow, recordTrip, stopOrder } from './repo.ts';

/** Stops the order and tells its owner why, in a report. */
export async function stopWithReport(
  trx: Trx,
  order: RepeatOrderRow,
  why: RepeatStop,
  at: number,
  extra: { lost?: number; refusal?: string } = {},
) {
  if (!(await stopOrder(trx, order.id, why, at))) return;
  const t = order.targets[order.target_index] ?? order.targets[0];
  await fileReport(trx, {
    profileId: order.profile_id,
    kind: 'notice',
    data: {
      reason: 'repeat-stopped',
      why,
      orderId: order.id,
      trips: order.trips,
      target: { x: t?.x ?? 0, y: t?.y ?? 0, kind: t?.kind ?? 'pirate-ship', level: 0 },
      ...extra,
    },
    at,
  });
}

/** The target's fleet, short of what the garrison lacks (a trip's losses do not stop the next one). */
const capped = (want: UnitCounts, home: UnitCounts): UnitCounts =>
  Object.fromEntries(Object.entries(want).map(([id, n]) => [id, Math.min(n ?? 0, home[id as keyof UnitCounts] ?? 0)]));

/** A fleet of an active order home: out again to the next target, or the order stops. */
export const repeatOnHome: HomecomingObserver = async (ctx, m, state) => {
  const { trx } = ctx;
  const order = await orderOfMarch(trx, m.id);
  if (!order) return state;
  const at = ctx.event.dueAt;
  const sent = order.sent_units as UnitCounts;
  if (lostTooMany(sent, m.units as UnitCounts, order.loss_threshold)) {
    await stopWithReport(trx, order, 'losses', at, { lost: lossPercent(sent, m.units as UnitCounts) });
    return state;
  }
  const index = nextTargetIndex(order.target_index, order.targets.length);
  const target = order.targets[index];
  if (!target) return state;
  const world = await worldOfProfile(trx, order.profile_id);
  const object = await objectNow(trx, world, target, at, order.profile_id);
  if (!object || object.kind !== target.kind) {
    await stopWithReport(trx, { ...order, target_index: index }, 'target-gone', at);
    return state;
  }
  // a refusal undoes only the send: the fleet stays home and the order stops with the refusal's text
  await sql`savepoint repeat_order`.execute(trx);
  try {
    const out = await launchFleet(
      trx,
      { profileId: order.profile_id, world, row: ctx.row, state },
      { x: target.x, y: target.y, units: capped(target.units, state.units) },
      at,
      ctx.schedule,
    );
    await sql`release savepoint repeat_order`.execute(trx);
    await recordTrip(trx, order.id, { marchId: out.march.id, index, sent: out.march.units });
    return out.state;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await sql`rollback to savepoint repeat_order`.execute(trx);
    await stopWithReport(trx, { ...order, target_index: index }, 'refused', at, { refusal: err.message });
    return state;
  }
};

/** Its owner called the fleet home: the order stops (the fleet stays home when it lands). */
export const repeatOnRecall: RecallObserver = async (trx, m, now) => {
  const order = await orderOfMarch(trx, m.id);
  if (order) await stopOrder(trx, order.id, 'recalled', now);
};

/** A fleet lost at its target never comes home: its order stops (applied-event observer). */
export const repeatLostFleets: AppliedObserver = async (trx, applied) => {
  const arrivals = applied
    .filter((a) => a.event.kind === MARCH_EVENT && (a.event.payload as { leg?: string }).leg === 'arrive')
    .map((a) => (a.event.payload as { marchId: string }).marchId);
  for (const order of await ordersOfMarches(trx, arrivals)) {
    const m: MarchRow | undefined = order.march_id ? await findMarchForUpdate(trx, order.march_id) : undefined;
    if (!m || m.status === 'done') await stopWithReport(trx, order, 'fleet-lost', m?.updated_at.getTime() ?? 0);
  }
};
