/**
 * Fleet orders' commands: give a repeat order (its first fleet leaves at once, through the marches
 * module's send funnel, in the same transaction), stop one, list a base's orders and rules.
 */
import {
  DEFAULT_LOSS_THRESHOLD,
  isRepeatTarget,
  MAX_CONTINGENCY_RULES,
  MAX_REPEAT_ORDERS,
  MAX_REPEAT_TARGETS,
  type RepeatTarget,
  repeatOrderProblem,
  type UnitCounts,
} from '../../game/index.ts';
import { lockAndSettleProfile } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { objectNow } from '../galaxy/index.ts';
import { sendMarch } from '../marches/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { fleetOrdersError } from './errors.ts';
import {
  activeOrderCount,
  insertRepeatOrder,
  orderForUpdate,
  type RepeatOrderRow,
  repeatOrdersOf,
  rulesOf,
  stopOrder,
} from './repo.ts';

export interface RepeatOrderView {
  id: string;
  status: string;
  targets: RepeatTarget[];
  targetIndex: number;
  lossThreshold: number;
  marchId: string | null;
  trips: number;
  stopReason: string | null;
  createdAt: number;
  stoppedAt: number | null;
}

export const orderView = (o: RepeatOrderRow): RepeatOrderView => ({
  id: o.id,
  status: o.status,
  targets: o.targets,
  targetIndex: o.target_index,
  lossThreshold: o.loss_threshold,
  marchId: o.status === 'active' ? o.march_id : null,
  trips: o.trips,
  stopReason: o.stop_reason,
  createdAt: o.created_at.getTime(),
  stoppedAt: o.stopped_at?.getTime() ?? null,
});

const PROBLEM = {
  TOO_MANY_ORDERS: 'REPEAT_TOO_MANY',
  NO_TARGETS: 'REPEAT_NO_TARGETS',
  TOO_MANY_TARGETS: 'REPEAT_TOO_MANY_TARGETS',
  BAD_THRESHOLD: 'REPEAT_BAD_THRESHOLD',
} as const;

/**
 * Gives a repeat order: each target must be a pirate ship or an asteroid there now; the first
 * target's fleet leaves now (every normal refusal of a send applies) and the order follows it home.
 */
export async function createRepeatOrder(
  trx: Trx,
  profileId: string,
  input: { targets: { x: number; y: number; units: UnitCounts }[]; lossThreshold?: number },
  now: number,
): Promise<RepeatOrderView> {
  const threshold = input.lossThreshold ?? DEFAULT_LOSS_THRESHOLD;
  const early = repeatOrderProblem(input.targets as RepeatTarget[], 0, threshold);
  if (early) throw fleetOrdersError(PROBLEM[early]);
  const world = await worldOfProfile(trx, profileId);
  const targets: RepeatTarget[] = [];
  for (const t of input.targets) {
    const object = await objectNow(trx, world, t, now, profileId);
    if (!object || !isRepeatTarget(object.kind)) throw fleetOrdersError('REPEAT_BAD_TARGET');
    targets.push({ x: t.x, y: t.y, kind: object.kind, units: t.units });
  }
  const first = targets[0] as RepeatTarget;
  // the base is locked and settled by the send: the count below is under its lock
  const march = await sendMarch(trx, profileId, { x: first.x, y: first.y, units: first.units }, now);
  const b = await lockAndSettleProfile(trx, profileId, now);
  const problem = repeatOrderProblem(targets, await activeOrderCount(trx, b.row.id), threshold);
  if (problem) throw fleetOrdersError(PROBLEM[problem]);
  const sent: Record<string, number> = {};
  for (const u of march.units) sent[u.type] = u.count;
  const order = await insertRepeatOrder(
    trx,
    {
      profile_id: profileId,
      base_id: b.row.id,
      loss_threshold: threshold,
      march_id: march.id,
      sent_units: sent,
      trips: 1,
      stop_reason: null,
      created_at: new Date(now),
      stopped_at: null,
    },
    targets,
  );
  return orderView(order);
}

/** Stops an order: its fleet out finishes its trip and stays home. */
export async function stopRepeatOrder(trx: Trx, profileId: string, orderId: string, now: number) {
  // under the base's lock, so a fleet coming home at this instant is either sent again before
  // (and its new trip is the last) or finds the order stopped
  await lockAndSettleProfile(trx, profileId, now);
  const order = await orderForUpdate(trx, orderId);
  if (order?.profile_id !== profileId) throw fleetOrdersError('REPEAT_NOT_FOUND');
  await stopOrder(trx, order.id, 'stopped', now);
  return orderView((await orderForUpdate(trx, orderId)) as RepeatOrderRow);
}

/** The base's repeat orders and contingency rules, with the limits. */
export async function fleetOrdersOf(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const orders = await repeatOrdersOf(trx, b.row.id);
  const rules = await rulesOf(trx, b.row.id);
  const allyIds = rules.flatMap((r) => (r.ally_profile_id ? [r.ally_profile_id] : []));
  const names = allyIds.length > 0 ? await profileNames(trx, allyIds) : new Map<string, string>();
  return {
    orders: orders.map(orderView),
    rules: rules.map((r) => ({
      id: r.id,
      minutes: r.minutes,
      action: r.action,
      ally: r.ally_profile_id ? (names.get(r.ally_profile_id) ?? null) : null,
    })),
    limits: { orders: MAX_REPEAT_ORDERS, targets: MAX_REPEAT_TARGETS, rules: MAX_CONTINGENCY_RULES },
  };
}
