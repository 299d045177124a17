/**
 * Convoys (docs/decisions/026-trade.md): resources leave the sender's stores through its trading
 * outpost and travel on the timeline to another commander's base (a march of kind `convoy`, its
 * cargo in `loot`, no units, no march slot: the outpost has convoys of its own). Sending locks both
 * bases in id order and settles them to now; the delivery is an event on the receiver's timeline
 * (naming the sender's base in `touches`), where the cargo joins the stores, both commanders get a
 * trade report, and the empty convoy's way home goes on the sender's timeline. Anti-feeding: what
 * one commander sends another in 24 hours is capped by the receiver's command center level, and
 * every transfer is kept for /control.
 */
import { z } from 'zod';
import {
  addResources,
  type Cargo,
  cargoTotal,
  type ConvoyCheck,
  checkConvoy,
  FEEDING_WINDOW_MS,
  pairCap,
  resources,
  subtractResources,
  TRADE_RESOURCES,
} from '../../game/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { basePosition, basePositionOfProfile } from '../bases/index.ts';
import {
  announceChange,
  lockAndSettleProfile,
  lockAndSettleProfileWith,
  saveState,
  type TimelineKindDef,
} from '../../kernel/index.ts';
import {
  activeMarchesOf,
  type ArrivalHandler,
  findMarchForUpdate,
  flyHome,
  incomingMarchesTo,
  type LegKindDef,
  launchMarch,
  type MarchRow,
  scheduleArrival,
} from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { findProfileByName, profileNames, worldOfProfile } from '../worlds/index.ts';
import { insertTransfer, sentSince } from './repo.ts';
import { refuseIfSharedNetwork, sharedNetworkBars } from '../social/index.ts';
import { tradeError } from './errors.ts';

export const CONVOY = 'convoy';
export const CONVOY_EVENT = 'convoy';
/** Pushed to both commanders when a convoy changes (spec list getTradeConvoys). */
export const CONVOY_PUSH = 'trade-convoy';

export const convoyErrors = {
  noCommander: () => tradeError('NO_COMMANDER', { field: 'to' }),
  self: () => tradeError('CONVOY_SELF', { field: 'to' }),
  noOutpost: () =>
    platformError('REQUIREMENT_MISSING', {
      requirement: 'trading-outpost',
    }),
  noAmount: () => platformError('NO_AMOUNT'),
  notEnough: () => platformError('NOT_ENOUGH_RESOURCES'),
  overCapacity: (capacity: number) => tradeError('CONVOY_CAPACITY', { capacity }),
  noConvoy: () => tradeError('NO_CONVOY'),
  pairCap: (left: number) => tradeError('FEEDING_CAP', { left }),
};

function refusal(c: Exclude<ConvoyCheck, { ok: true }>): AppError {
  switch (c.reason) {
    case 'NO_OUTPOST':
      return convoyErrors.noOutpost();
    case 'NO_CARGO':
      return convoyErrors.noAmount();
    case 'NOT_ENOUGH':
      return convoyErrors.notEnough();
    case 'NO_CONVOY':
      return convoyErrors.noConvoy();
    case 'SELF':
      return convoyErrors.self();
    case 'OVER_CAPACITY':
      return convoyErrors.overCapacity(c.capacity);
    case 'PAIR_CAP':
      return convoyErrors.pairCap(c.left);
  }
}

const cargoOf = (m: MarchRow): Cargo => Object.fromEntries(TRADE_RESOURCES.map((r) => [r, m.loot[r] ?? 0]));

/**
 * A convoy as either commander sees it (spec list getTradeConvoys, keyed by id and
 * actionFinishTimestamp: null when it is home, and the list drops it).
 */
export function convoyView(m: MarchRow, viewer: string, names: Map<string, string>, receiver: string) {
  const outgoing = m.profile_id === viewer;
  const finish =
    m.status === 'marching'
      ? m.arrives_at.getTime()
      : m.status === 'returning' && outgoing
        ? (m.returns_at?.getTime() ?? null)
        : null;
  return {
    id: m.id,
    direction: outgoing ? 'out' : 'in',
    commander: (outgoing ? names.get(receiver) : names.get(m.profile_id)) ?? '',
    status: m.status,
    cargo: TRADE_RESOURCES.map((resource) => ({ resource, amount: m.loot[resource] ?? 0 })).filter((c) => c.amount > 0),
    departsAt: m.departs_at.getTime(),
    arrivesAt: m.arrives_at.getTime(),
    returnsAt: m.returns_at?.getTime() ?? null,
    actionFinishTimestamp: finish,
  };
}
export type ConvoyView = ReturnType<typeof convoyView>;

async function announceConvoy(trx: Trx, m: MarchRow, senderId: string, receiverId: string) {
  const names = await profileNames(trx, [senderId, receiverId]);
  for (const viewer of [senderId, receiverId])
    await publish(trx, {
      profileId: viewer,
      kind: CONVOY_PUSH,
      data: { convoy: convoyView(m, viewer, names, receiverId) },
    });
}

export async function sendConvoy(
  trx: Trx,
  profileId: string,
  input: { to: string; cargo: Cargo },
  now: number,
): Promise<ConvoyView> {
  const world = await worldOfProfile(trx, profileId);
  const receiver = await findProfileByName(trx, world.worldId, input.to.trim());
  if (!receiver) throw convoyErrors.noCommander();
  if (receiver.id === profileId) throw convoyErrors.self();
  await refuseIfSharedNetwork(trx, profileId, receiver.id, 'convoy');
  const there = await basePositionOfProfile(trx, receiver.id);
  if (!there) throw convoyErrors.noCommander();
  const { mine: b, others } = await lockAndSettleProfileWith(trx, profileId, [there.id], now);
  const r = others.get(there.id);
  if (!r) throw convoyErrors.noCommander();
  const convoysOut = (await activeMarchesOf(trx, profileId)).filter((m) => m.kind === CONVOY).length;
  const outpost = b.state.buildings['trading-outpost'] ?? 0;
  const check = checkConvoy({
    stores: b.state.resources,
    outpost,
    from: b.row,
    to: r.row,
    cargo: input.cargo,
    convoysOut,
    sentToReceiver: await sentSince(trx, profileId, receiver.id, new Date(now - FEEDING_WINDOW_MS)),
    receiverCommandCenter: r.state.buildings['command-center'] ?? 1,
    worldSpeed: b.row.speed,
  });
  if (!check.ok) throw refusal(check);
  const cargo = resources(check.cargo);
  await saveState(trx, b.row.id, { ...b.state, resources: subtractResources(b.state.resources, cargo) });
  const march = await launchMarch(trx, {
    profile_id: profileId,
    base_id: b.row.id,
    world_id: world.worldId,
    kind: CONVOY,
    status: 'marching',
    target_x: r.row.x,
    target_y: r.row.y,
    target_kind: 'solar-system',
    target_level: r.state.buildings['command-center'] ?? 0,
    units: {},
    loot: check.cargo as Record<string, number>,
    departs_at: new Date(now),
    arrives_at: new Date(now + check.travelMs),
    updated_at: new Date(now),
    target_base_id: r.row.id,
  });
  await insertTransfer(trx, {
    world_id: world.worldId,
    from_profile: profileId,
    to_profile: receiver.id,
    march_id: march.id,
    cargo: check.cargo as Record<string, number>,
    total: check.total,
    sent_at: new Date(now),
  });
  // delivered on the receiver's timeline; the sender's base is named so the way home can be written there
  await scheduleArrival(trx, march, {
    baseId: r.row.id,
    startsAt: now,
    dueAt: now + check.travelMs,
    touches: [b.row.id],
  });
  await announceChange(trx, b.row);
  await announceConvoy(trx, march, profileId, receiver.id);
  return convoyView(march, profileId, await profileNames(trx, [profileId, receiver.id]), receiver.id);
}

/** The convoy at the receiver's base: the cargo joins its stores (this is the receiver's timeline). */
const convoyArrives: ArrivalHandler = async (ctx, m) => {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  if (await sharedNetworkBars(trx, m.profile_id, row.profile_id, 'convoy')) return convoyTurnsBack(ctx, m, at);
  const cargo = cargoOf(m);
  const names = await profileNames(trx, [m.profile_id, row.profile_id]);
  const data = {
    trade: 'convoy',
    from: names.get(m.profile_id) ?? '',
    to: names.get(row.profile_id) ?? '',
    cargo,
    total: cargoTotal(cargo),
    marchId: m.id,
  };
  await fileReport(trx, { profileId: row.profile_id, kind: 'trade', data: { ...data, role: 'received' }, at });
  await fileReport(trx, { profileId: m.profile_id, kind: 'trade', data: { ...data, role: 'delivered' }, at });
  const returnsAt = at + (m.arrives_at.getTime() - m.departs_at.getTime());
  // the sender's base is held by this settle: the delivery names it in `touches`
  const back = await flyHome(trx, m, { at, returnsAt, loot: {} }, ctx.schedule);
  await announceConvoy(trx, back, m.profile_id, row.profile_id);
  return { state: { ...state, resources: addResources(state.resources, resources(cargo)) } };
};

/** The pair declared a shared network while it flew: nothing is delivered, the cargo flies home. */
async function convoyTurnsBack(ctx: Parameters<ArrivalHandler>[0], m: MarchRow, at: number) {
  const target = { x: m.target_x, y: m.target_y, kind: m.target_kind, level: m.target_level };
  await fileReport(ctx.trx, {
    profileId: m.profile_id,
    kind: 'notice',
    data: { reason: 'shared-network', target, units: {}, marchId: m.id },
    at,
  });
  const returnsAt = at + (m.arrives_at.getTime() - m.departs_at.getTime());
  const back = await flyHome(ctx.trx, m, { at, returnsAt }, ctx.schedule);
  await announceConvoy(ctx.trx, back, m.profile_id, ctx.row.profile_id);
  return { state: ctx.state };
}

/** A convoy is a kind of march: its arrival is its delivery. */
export const convoyLegKind: LegKindDef = { kind: CONVOY, arrive: convoyArrives };

/**
 * Convoys sent before they were a kind of march were delivered by an event of their own: one still
 * on its way is delivered the same way.
 */
export const convoyTimelineKind: TimelineKindDef = {
  kind: CONVOY_EVENT,
  payload: z.object({ marchId: z.string().uuid() }),
  apply: async (ctx) => {
    const m = await findMarchForUpdate(ctx.trx, (ctx.event.payload as { marchId: string }).marchId);
    if (m?.status !== 'marching' || m.kind !== CONVOY) return { state: ctx.state };
    return convoyArrives(ctx, m);
  },
};

/** The commander's convoys: sent (until home) and on their way in (until delivered). */
export async function listConvoys(trx: Trx, profileId: string, now: number): Promise<ConvoyView[]> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  return convoysOf(trx, profileId, b.row.id);
}

async function convoysOf(ex: Executor, profileId: string, baseId: string): Promise<ConvoyView[]> {
  const out = (await activeMarchesOf(ex, profileId)).filter((m) => m.kind === CONVOY);
  const incoming = (await incomingMarchesTo(ex, baseId)).filter((m) => m.kind === CONVOY);
  const receivers = new Map<string, string>();
  for (const m of out) {
    const pos = m.target_base_id ? await basePosition(ex, m.target_base_id) : null;
    if (pos) receivers.set(m.id, pos.profileId);
  }
  const names = await profileNames(ex, [profileId, ...receivers.values(), ...incoming.map((m) => m.profile_id)]);
  return [
    ...out.map((m) => convoyView(m, profileId, names, receivers.get(m.id) ?? '')),
    ...incoming.map((m) => convoyView(m, profileId, names, profileId)),
  ].sort((a, c) => (a.actionFinishTimestamp ?? 0) - (c.actionFinishTimestamp ?? 0));
}

/**
 * What the convoy form needs to preview a convoy to `to` with src/game checkConvoy: where the
 * receiver is, its command center level and what the sender has sent it in the window; null when
 * no commander has that name.
 */
export async function convoyTerms(db: Db, profileId: string, to: string, now: number) {
  const world = await worldOfProfile(db, profileId);
  const receiver = await findProfileByName(db, world.worldId, to.trim());
  if (!receiver || receiver.id === profileId) return null;
  const there = await basePositionOfProfile(db, receiver.id);
  if (!there) return null;
  const level = there.commandCenter;
  const sent = await sentSince(db, profileId, receiver.id, new Date(now - FEEDING_WINDOW_MS));
  return {
    commander: receiver.username,
    x: there.x,
    y: there.y,
    commandCenterLevel: level,
    sentToday: sent,
    cap: pairCap(level),
  };
}
