/**
 * Player commands on the base: start or cancel a building upgrade or a research, buy a queue.
 * Each is one transaction: lock → settle → rule (src/game) → spend → schedule on the timeline.
 */
import {
  BUILDING_IDS,
  type BuildingId,
  afterCancel,
  type Completion,
  checkResearch,
  checkUpgrade,
  extraQueuePrice,
  isShielded,
  MAX_EXTRA_QUEUES,
  subtractResources,
} from '../../game/index.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { cancelEvent, scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { announceChange, lockAndSettleProfile, peekProfileBase, saveState } from '../../kernel/index.ts';
import { recordChange } from '../ledger/index.ts';
import { inProgress, isQueueItem } from './kinds.ts';
import { basesErrors, refusal } from './errors.ts';
import { startQueueItem } from './queue-start.ts';
import { baseView } from './view.ts';

/** The player's base: read without a lock when nothing on it is due, else locked and settled. */
export async function readBase(db: Db, profileId: string, now: number) {
  const seen = await peekProfileBase(db, profileId, now);
  if (seen) return baseView(seen, now);
  return db.transaction().execute(async (trx) => baseView(await lockAndSettleProfile(trx, profileId, now), now));
}

export async function startUpgrade(trx: Trx, profileId: string, buildingId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  if (!(BUILDING_IDS as readonly string[]).includes(buildingId))
    throw refusal({ ok: false, reason: 'UNKNOWN' }, 'building');
  const check = checkUpgrade(b.state, inProgress(b.pending), buildingId as BuildingId, b.row.speed);
  if (!check.ok) throw refusal(check, 'building');
  const state = { ...b.state, resources: subtractResources(b.state.resources, check.cost) };
  const payload: Completion = { kind: 'building', buildingId: buildingId as BuildingId, level: check.level };
  return startQueueItem(
    trx,
    b,
    { state, payload, durationMs: check.durationMs, cause: `${buildingId} ${check.level}` },
    now,
  );
}

export async function startResearch(trx: Trx, profileId: string, researchId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const check = checkResearch(b.state, inProgress(b.pending), researchId, b.row.speed);
  if (!check.ok) throw refusal(check, 'research');
  const state = { ...b.state, resources: subtractResources(b.state.resources, check.cost) };
  const payload: Completion = { kind: 'research', researchId, level: check.level };
  return startQueueItem(
    trx,
    b,
    { state, payload, durationMs: check.durationMs, cause: `${researchId} ${check.level}` },
    now,
  );
}

/** Cancels a running upgrade, research or training batch of one's own base; a share of its cost comes back. */
export async function cancelQueued(trx: Trx, profileId: string, eventId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const event = b.pending.filter(isQueueItem).find((e) => e.id === eventId);
  if (!event || !(await cancelEvent(trx, event))) throw basesErrors.cancelFailed();
  const state = afterCancel(b.state, event.payload);
  await saveState(trx, b.row.id, state);
  await recordChange(trx, { base: b.row, kind: 'cancel', cause: event.kind, before: b.state, after: state, at: now });
  await announceChange(trx, b.row, [{ id: event.id, dueAt: null }]);
  return baseView({ ...b, state, pending: b.pending.filter((e) => e.id !== eventId) }, now);
}

/** Buys one more building or research queue with credits. */
export async function buyQueue(trx: Trx, profileId: string, kind: 'building' | 'research', now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const bought = b.state.extraQueues[kind];
  if (bought >= MAX_EXTRA_QUEUES) throw basesErrors.queueLimit();
  const price = extraQueuePrice(bought);
  if (b.state.resources.credits < price) throw basesErrors.notEnoughCredits();
  const state = {
    ...b.state,
    resources: { ...b.state.resources, credits: b.state.resources.credits - price },
    extraQueues: { ...b.state.extraQueues, [kind]: bought + 1 },
  };
  await saveState(trx, b.row.id, state);
  await recordChange(trx, {
    base: b.row,
    kind: 'purchase',
    cause: `queue ${kind}`,
    before: b.state,
    after: state,
    at: now,
  });
  await announceChange(trx, b.row);
  return baseView({ ...b, state }, now);
}

/** Takes the planetary shield down; no new one can go up for 30 minutes. */
export async function dropShield(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  if (!isShielded(b.state, now)) throw basesErrors.noShield();
  const state = { ...b.state, shieldUntil: undefined, shieldDownAt: now };
  await saveState(trx, b.row.id, state);
  await announceChange(trx, b.row);
  return baseView({ ...b, state }, now);
}
