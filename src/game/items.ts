/**
 * Items: what the shop sells for credits and the backpack holds. Speed-ups shorten a running
 * upgrade, research or training batch; crates put resources into the stores; a planetary shield
 * keeps raids away for a while. Prices and amounts are balance: the golden test shows a change as a diff.
 */
import { type Resources, resources } from './resources.ts';

export type SpeedupTarget = 'building' | 'research' | 'training';

export type ItemDef =
  | { type: string; kind: 'speedup'; target: SpeedupTarget; ms: number; price: number }
  | { type: string; kind: 'crate'; gives: Resources; price: number }
  | { type: string; kind: 'shield'; ms: number; price: number }
  | { type: string; kind: 'teleport'; price: number }
  | { type: string; kind: 'hyperdrive'; price: number };

const speedup = (target: SpeedupTarget, minutes: number, price: number): ItemDef => ({ type: `speedup-${target}-${minutes}m`, kind: 'speedup', target, ms: minutes * 60_000, price });
const shield = (hours: number, price: number): ItemDef => ({ type: `planetary-shield-${hours}h`, kind: 'shield', ms: hours * 3_600_000, price });
const crate = (name: string, gives: Partial<Resources>, price: number): ItemDef => ({ type: `crate-${name}`, kind: 'crate', gives: resources(gives), price });

export const ITEMS: ItemDef[] = [
  speedup('building', 5, 10),
  speedup('building', 60, 100),
  speedup('building', 480, 700),
  speedup('research', 5, 10),
  speedup('research', 60, 100),
  speedup('research', 480, 700),
  speedup('training', 5, 10),
  speedup('training', 60, 100),
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
];

/** How far a hyperdrive jump may land from where the base stands, in cells each way. */
export const HYPERDRIVE_RANGE = 15;

// null prototype: a type such as 'toString' from a request finds nothing, not Object.prototype's
export const ITEMS_BY_TYPE: Record<string, ItemDef> = Object.assign(Object.create(null), Object.fromEntries(ITEMS.map((i) => [i.type, i])));

/** At most this many of one item in one purchase or use. */
export const MAX_ITEMS_AT_ONCE = 1000;

export type ItemUseCheck = { ok: true } | { ok: false; reason: 'UNKNOWN' | 'NO_AMOUNT' | 'NOT_ENOUGH_ITEMS' | 'WRONG_TARGET' };

/** May `count` of an item be used (on a queue item of `kind`, for speed-ups), holding `have`? */
export function checkItemUse(type: string, count: number, have: number, queueKind?: string): ItemUseCheck {
  const d = ITEMS_BY_TYPE[type];
  if (!d) return { ok: false, reason: 'UNKNOWN' };
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS_AT_ONCE) return { ok: false, reason: 'NO_AMOUNT' };
  if (have < count) return { ok: false, reason: 'NOT_ENOUGH_ITEMS' };
  if (d.kind === 'speedup' && d.target !== queueKind) return { ok: false, reason: 'WRONG_TARGET' };
  if (d.kind !== 'speedup' && queueKind !== undefined) return { ok: false, reason: 'WRONG_TARGET' };
  if (d.kind === 'shield' && count !== 1) return { ok: false, reason: 'NO_AMOUNT' };
  return { ok: true };
}

/** The new due time of a queue item sped up by `count` speed-ups of `ms` each: never before now. */
export const spedUpDue = (dueAt: number, ms: number, count: number, now: number) => Math.max(now, dueAt - ms * count);

/** Speed-ups of a kind in a backpack that would still shorten the item (fewest needed first). */
export function speedupsFor(target: SpeedupTarget): ItemDef[] {
  return ITEMS.filter((i) => i.kind === 'speedup' && i.target === target);
}
