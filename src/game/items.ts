/**
 * Items: what the shop sells for credits and the backpack holds. Speed-ups shorten a running
 * upgrade, research, training or healing batch; crates put resources into the stores; a planetary
 * shield keeps raids away for a while, a portal shield keeps portals from connecting. Some items are
 * never sold (price null): credits, fragments, core shards and catalyst dust come from missions,
 * events and the vault. Prices and amounts are balance: the golden test shows a change as a diff.
 */
import { type Resources, resources } from './resources.ts';

export type SpeedupTarget = 'building' | 'research' | 'training' | 'healing';

/** What a radar finds: the map objects of one kind, near the base. */
export type RadarTarget = 'pirate-ship' | 'quantarite-asteroid';

/** Credits a shop item costs; null: not sold (it comes as a reward). */
type Price = number | null;

export type ItemDef =
  | { type: string; kind: 'speedup'; target: SpeedupTarget; ms: number; price: Price }
  | { type: string; kind: 'crate'; gives: Resources; price: Price }
  | { type: string; kind: 'shield'; ms: number; price: Price }
  | { type: string; kind: 'portal-shield'; ms: number; price: Price }
  | { type: string; kind: 'teleport'; price: Price }
  | { type: string; kind: 'hyperdrive'; price: Price }
  | { type: string; kind: 'radar'; target: RadarTarget; ms: number; price: Price }
  /** unknown fragments convert into symbol fragments; symbol fragments combine into an address */
  | { type: string; kind: 'unknown-fragment'; price: Price }
  | { type: string; kind: 'symbols-fragment'; price: Price }
  /** core shards and catalyst dust: spent on Ephoran cores (the vault), not used from the backpack */
  | { type: string; kind: 'material'; price: Price };

const speedup = (target: SpeedupTarget, minutes: number, price: number): ItemDef => ({
  type: `speedup-${target}-${minutes}m`,
  kind: 'speedup',
  target,
  ms: minutes * 60_000,
  price,
});
const shield = (hours: number, price: number): ItemDef => ({
  type: `planetary-shield-${hours}h`,
  kind: 'shield',
  ms: hours * 3_600_000,
  price,
});
const portalShield = (hours: number, price: number): ItemDef => ({
  type: `portal-shield-${hours}h`,
  kind: 'portal-shield',
  ms: hours * 3_600_000,
  price,
});
const crate = (name: string, gives: Partial<Resources>, price: number): ItemDef => ({
  type: `crate-${name}`,
  kind: 'crate',
  gives: resources(gives),
  price,
});
const radar = (target: RadarTarget, price: number): ItemDef => ({
  type: `radar-${target}`,
  kind: 'radar',
  target,
  ms: RADAR_MS,
  price,
});

/** How long a radar keeps showing what it found (game time). */
export const RADAR_MS = 2 * 3_600_000;
/** Symbol fragments that combine into one portal address. */
export const FRAGMENTS_TO_COMBINE = 5;
/** Symbol fragments one unknown fragment turns into: at least this many … */
export const SYMBOLS_PER_UNKNOWN_MIN = 1;
/** … and at most this many (the server rolls each fragment). */
export const SYMBOLS_PER_UNKNOWN_MAX = 3;

export const ITEMS: ItemDef[] = [
  speedup('building', 5, 10),
  speedup('building', 60, 100),
  speedup('building', 480, 700),
  speedup('research', 5, 10),
  speedup('research', 60, 100),
  speedup('research', 480, 700),
  speedup('training', 5, 10),
  speedup('training', 60, 100),
  speedup('healing', 5, 10),
  speedup('healing', 60, 100),
  crate('food', { food: 5000 }, 60),
  crate('steel', { steel: 5000 }, 60),
  crate('energy', { energy: 5000 }, 60),
  crate('astromite', { astromite: 1000 }, 120),
  crate('quantarite', { quantarite: 150 }, 180),
  shield(8, 200),
  shield(24, 500),
  shield(72, 1200),
  { type: 'teleport', kind: 'teleport', price: 400 },
  { type: 'hyperdrive-jump', kind: 'hyperdrive', price: 150 },
  portalShield(8, 250),
  portalShield(24, 600),
  portalShield(72, 1500),
  radar('pirate-ship', 150),
  radar('quantarite-asteroid', 200),
  { type: 'credits-100', kind: 'crate', gives: resources({ credits: 100 }), price: null },
  { type: 'credits-1000', kind: 'crate', gives: resources({ credits: 1000 }), price: null },
  { type: 'unknown-fragment', kind: 'unknown-fragment', price: null },
  { type: 'symbols-fragment', kind: 'symbols-fragment', price: null },
  { type: 'core-shard', kind: 'material', price: null },
  { type: 'catalyst-dust', kind: 'material', price: null },
];

/** What the shop sells. */
export const SHOP_ITEMS = ITEMS.filter((i): i is ItemDef & { price: number } => i.price !== null);

/** How far a hyperdrive jump may land from where the base stands, in cells each way. */
export const HYPERDRIVE_RANGE = 15;

// null prototype: a type such as 'toString' from a request finds nothing, not Object.prototype's
export const ITEMS_BY_TYPE: Record<string, ItemDef> = Object.assign(
  Object.create(null),
  Object.fromEntries(ITEMS.map((i) => [i.type, i])),
);

/** At most this many of one item in one purchase or use. */
export const MAX_ITEMS_AT_ONCE = 1000;

export type ItemUseCheck =
  | { ok: true }
  | { ok: false; reason: 'UNKNOWN' | 'NO_AMOUNT' | 'NOT_ENOUGH_ITEMS' | 'WRONG_TARGET' | 'NOT_USABLE' };

/** Items used one at a time (a shield goes up once, a radar sweeps once); symbol fragments combine in fives. */
const ONE_AT_A_TIME = new Set<ItemDef['kind']>(['shield', 'portal-shield', 'radar']);

/** May `count` of an item be used (on a queue item of `kind`, for speed-ups), holding `have`? */
export function checkItemUse(type: string, count: number, have: number, queueKind?: string): ItemUseCheck {
  const d = ITEMS_BY_TYPE[type];
  if (!d) return { ok: false, reason: 'UNKNOWN' };
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS_AT_ONCE) return { ok: false, reason: 'NO_AMOUNT' };
  if (d.kind === 'material') return { ok: false, reason: 'NOT_USABLE' };
  if (ONE_AT_A_TIME.has(d.kind) && count !== 1) return { ok: false, reason: 'NO_AMOUNT' };
  if (d.kind === 'symbols-fragment' && count !== FRAGMENTS_TO_COMBINE) return { ok: false, reason: 'NO_AMOUNT' };
  if (have < count) return { ok: false, reason: 'NOT_ENOUGH_ITEMS' };
  if (d.kind === 'speedup' && d.target !== queueKind) return { ok: false, reason: 'WRONG_TARGET' };
  if (d.kind !== 'speedup' && queueKind !== undefined) return { ok: false, reason: 'WRONG_TARGET' };
  return { ok: true };
}

/** The new due time of a queue item sped up by `count` speed-ups of `ms` each: never before now. */
export const spedUpDue = (dueAt: number, ms: number, count: number, now: number) => Math.max(now, dueAt - ms * count);

/** Speed-ups of a kind in a backpack that would still shorten the item (fewest needed first). */
export function speedupsFor(target: SpeedupTarget): ItemDef[] {
  return ITEMS.filter((i) => i.kind === 'speedup' && i.target === target);
}
