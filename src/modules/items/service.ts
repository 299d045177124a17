/**
 * The shop and the backpack: buy items with credits, open crates into the stores, raise a planetary
 * shield, speed up a running queue item. Each is one transaction on the player's base (lock → settle → rule → save),
 * so items and credits are never lost or doubled by retries or races.
 */
import { randomInt } from 'node:crypto';
import {
  addResources,
  checkItemUse,
  checkShield,
  HYPERDRIVE_RANGE,
  isOpenForBase,
  type ItemUseCheck,
  ITEMS_BY_TYPE,
  MAX_ITEMS_AT_ONCE,
  SHOP_ITEMS,
  SYMBOLS_PER_UNKNOWN_MAX,
  SYMBOLS_PER_UNKNOWN_MIN,
  scaleResources,
  type ShieldCheck,
  spedUpDue,
} from '../../game/index.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { rescheduleEvent } from '../../platform/timeline.ts';
import { isQueueItem, moveBase } from '../bases/index.ts';
import { announceChange, lockAndSettle, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { recordChange, recordMove } from '../ledger/index.ts';
import { sweepRadar } from '../galaxy/index.ts';
import { fleetsAround } from '../marches/index.ts';
import { discoverAddress, raisePortalShield } from '../portal/index.ts';
import { fileReport } from '../reports/index.ts';
import { worldOfProfile } from '../worlds/index.ts';
import { addItems, countForUpdate, listBackpack, takeItems } from './repo.ts';
import { itemsError } from './errors.ts';

export const itemsErrors = {
  purchaseFailed: () => itemsError('PURCHASE_FAILED'),
  notEnoughCredits: () => platformError('NOT_ENOUGH_CREDITS'),
  noAmount: () => platformError('NO_AMOUNT'),
  notEnoughItems: () => platformError('NOT_ENOUGH_ITEMS'),
  noSpeedups: () => itemsError('NO_SPEEDUPS'),
  speedUpFailed: () => itemsError('SPEED_UP_FAILED'),
  openFailed: () => itemsError('USE_FAILED'),
  notUsable: () => itemsError('NOT_USABLE'),
  noAddress: () => itemsError('NO_ADDRESS'),
  teleportFailed: () => itemsError('TELEPORT_FAILED'),
  locationNotEmpty: () => platformError('LOCATION_NOT_EMPTY'),
  hyperdriveFailed: () => itemsError('HYPERDRIVE_FAILED'),
  shieldActive: () => itemsError('SHIELD_ACTIVE'),
  shieldRearming: () => itemsError('SHIELD_REARMING'),
};

export const shopItems = () => SHOP_ITEMS;

const backpackView = (rows: { item_type: string; count: number }[]) =>
  rows.filter((r) => ITEMS_BY_TYPE[r.item_type]).map((r) => ({ type: r.item_type, count: r.count }));

export async function readBackpack(db: Db, profileId: string) {
  return backpackView(await listBackpack(db, profileId));
}

export async function buyItems(trx: Trx, profileId: string, type: string, count: number, now: number) {
  const d = ITEMS_BY_TYPE[type];
  if (!d || d.price === null || !Number.isInteger(count) || count < 1 || count > MAX_ITEMS_AT_ONCE)
    throw itemsErrors.purchaseFailed();
  const unit = d.price;
  const b = await lockAndSettleProfile(trx, profileId, now);
  const price = unit * count;
  if (b.state.resources.credits < price) throw itemsErrors.notEnoughCredits();
  await saveState(trx, b.row.id, {
    ...b.state,
    resources: { ...b.state.resources, credits: b.state.resources.credits - price },
  });
  await recordMove(trx, {
    base: b.row,
    kind: 'purchase',
    cause: type,
    resources: { credits: -price },
    at: now,
    details: { count },
  });
  await addItems(trx, profileId, type, count);
  await announceChange(trx, b.row);
  return backpackView(await listBackpack(trx, profileId));
}

function itemRefusal(check: Exclude<ItemUseCheck, { ok: true }>, speedup: boolean): AppError {
  if (check.reason === 'NO_AMOUNT') return itemsErrors.noAmount();
  if (check.reason === 'NOT_ENOUGH_ITEMS') return speedup ? itemsErrors.noSpeedups() : itemsErrors.notEnoughItems();
  if (check.reason === 'NOT_USABLE') return itemsErrors.notUsable();
  return speedup ? itemsErrors.speedUpFailed() : itemsErrors.openFailed();
}

const shieldRefusal = (c: Exclude<ShieldCheck, { ok: true }>) =>
  c.reason === 'ALREADY_ACTIVE' ? itemsErrors.shieldActive() : itemsErrors.shieldRearming();

/**
 * Uses items from the backpack: crates empty into the stores (a cap stops production, never
 * removes); a planetary or portal shield goes up, unless one is up or one came down less than 30
 * minutes ago; a radar sweeps the space around the base; unknown fragments turn into symbol
 * fragments (each into 1–3, rolled here) and five symbol fragments into another commander's portal
 * address, each with its report.
 */
export async function applyItems(trx: Trx, profileId: string, type: string, count: number, now: number) {
  return (await spendItems(trx, profileId, type, count, now)).backpack;
}

/** What using an item came to, beside the backpack: the symbol fragments a conversion gave, the address five combined into. */
export interface ItemOutcome {
  symbols?: number;
  address?: string;
  commander?: string;
  x?: number;
  y?: number;
}

/** Fragments: convert unknown ones (`unknown-fragment`, any count) or combine five symbol fragments; the backpack and what came of it. */
export async function spendFragments(
  trx: Trx,
  profileId: string,
  kind: 'convert' | 'combine',
  count: number,
  now: number,
) {
  return spendItems(trx, profileId, kind === 'convert' ? 'unknown-fragment' : 'symbols-fragment', count, now);
}

async function spendItems(
  trx: Trx,
  profileId: string,
  type: string,
  count: number,
  now: number,
): Promise<{ backpack: ReturnType<typeof backpackView>; outcome: ItemOutcome }> {
  const outcome: ItemOutcome = {};
  const b = await lockAndSettleProfile(trx, profileId, now);
  const check = checkItemUse(type, count, await countForUpdate(trx, profileId, type));
  const d = ITEMS_BY_TYPE[type];
  if (!check.ok || !d || d.kind === 'speedup')
    throw itemRefusal(check.ok ? { ok: false, reason: 'WRONG_TARGET' } : check, false);
  let state = b.state;
  if (d.kind === 'teleport') throw itemsErrors.teleportFailed(); // it needs a spot: teleportBase
  if (d.kind === 'shield') {
    const shield = checkShield(state, now);
    if (!shield.ok) throw shieldRefusal(shield);
    state = { ...state, shieldUntil: now + d.ms };
  } else if (d.kind === 'portal-shield') {
    const shield = await raisePortalShield(trx, b, d.ms, now);
    if (!shield.ok) throw shieldRefusal(shield);
  } else if (d.kind === 'hyperdrive') {
    await hyperdrive(trx, profileId, b.row);
  } else if (d.kind === 'radar') {
    await sweepRadar(trx, {
      profileId,
      target: d.target,
      at: b.row,
      observatoryLevel: state.buildings['galactic-observatory'] ?? 0,
      until: now + Math.round(d.ms / b.row.speed),
    });
  } else if (d.kind === 'unknown-fragment') {
    let symbols = 0;
    for (let i = 0; i < count; i++) symbols += randomInt(SYMBOLS_PER_UNKNOWN_MIN, SYMBOLS_PER_UNKNOWN_MAX + 1);
    await addItems(trx, profileId, 'symbols-fragment', symbols);
    outcome.symbols = symbols;
    await fileReport(trx, { profileId, kind: 'fragments-converted', data: { unknown: count, symbols }, at: now });
  } else if (d.kind === 'symbols-fragment') {
    const found = await discoverAddress(trx, b.row.world_id, b.row.id);
    if (!found) throw itemsErrors.noAddress();
    Object.assign(outcome, found);
    await fileReport(trx, { profileId, kind: 'fragments-combined', data: { fragments: count, ...found }, at: now });
  } else if (d.kind === 'crate')
    state = { ...state, resources: addResources(state.resources, scaleResources(d.gives, count)) };
  else throw itemsErrors.openFailed();
  if (!(await takeItems(trx, profileId, type, count))) throw itemsErrors.notEnoughItems();
  await saveState(trx, b.row.id, state);
  await recordChange(trx, {
    base: b.row,
    kind: 'item',
    cause: type,
    before: b.state,
    after: state,
    at: now,
    details: { count, ...outcome },
  });
  await announceChange(trx, b.row);
  return { backpack: backpackView(await listBackpack(trx, profileId)), outcome };
}

/** Speeds up a running queue item with `count` speed-ups; one that is done by now completes at once. */
export async function speedUp(
  trx: Trx,
  profileId: string,
  queueItemId: string,
  type: string,
  count: number,
  now: number,
) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const event = b.pending.filter(isQueueItem).find((e) => e.id === queueItemId);
  if (!event) throw itemsErrors.speedUpFailed();
  const check = checkItemUse(type, count, await countForUpdate(trx, profileId, type), event.kind);
  const d = ITEMS_BY_TYPE[type];
  if (!check.ok || d?.kind !== 'speedup')
    throw itemRefusal(check.ok ? { ok: false, reason: 'WRONG_TARGET' } : check, true);
  if (!(await takeItems(trx, profileId, type, count))) throw itemsErrors.noSpeedups();
  const dueAt = spedUpDue(event.dueAt, d.ms, count, now);
  await rescheduleEvent(trx, event, dueAt);
  await announceChange(trx, b.row, [{ id: event.id, dueAt }]);
  // done by now: it completes in this transaction (same lock), as any due event would
  await lockAndSettle(trx, b.row.id, now);
  return backpackView(await listBackpack(trx, profileId));
}

/** Moves the base with a teleport to an empty spot of the map, when no fleet is out or coming. */
export async function teleport(trx: Trx, profileId: string, to: { x: number; y: number }, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  if ((await countForUpdate(trx, profileId, 'teleport')) < 1) throw itemsErrors.teleportFailed();
  if (await fleetsAround(trx, profileId, b.row.id)) throw itemsErrors.teleportFailed();
  const world = await worldOfProfile(trx, profileId);
  if (!isOpenForBase(world.seed, world.mapSize, to) || !(await moveBase(trx, b.row.id, to.x, to.y)))
    throw itemsErrors.locationNotEmpty();
  await takeItems(trx, profileId, 'teleport', 1);
  await announceChange(trx, b.row);
  return backpackView(await listBackpack(trx, profileId));
}

/** A hyperdrive jump: a random empty spot within HYPERDRIVE_RANGE cells, when no fleet is out or coming. */
async function hyperdrive(trx: Trx, profileId: string, row: { id: string; x: number; y: number }) {
  if (await fleetsAround(trx, profileId, row.id)) throw itemsErrors.hyperdriveFailed();
  const world = await worldOfProfile(trx, profileId);
  for (let attempt = 0; attempt < 60; attempt++) {
    const to = {
      x: row.x + randomInt(-HYPERDRIVE_RANGE, HYPERDRIVE_RANGE + 1),
      y: row.y + randomInt(-HYPERDRIVE_RANGE, HYPERDRIVE_RANGE + 1),
    };
    if (
      (to.x !== row.x || to.y !== row.y) &&
      isOpenForBase(world.seed, world.mapSize, to) &&
      (await moveBase(trx, row.id, to.x, to.y))
    )
      return;
  }
  throw itemsErrors.hyperdriveFailed();
}

/** Puts rewarded items into a backpack, in the caller's transaction (unknown types are skipped). */
export async function grantItems(trx: Trx, profileId: string, items: Record<string, number>) {
  for (const [type, n] of Object.entries(items))
    if (ITEMS_BY_TYPE[type] && Number.isInteger(n) && n > 0) await addItems(trx, profileId, type, n);
}
