/**
 * Trade between commanders (docs/decisions/026-trade.md): convoys carry resources from one base's
 * trading outpost to another commander's base; the black market at a trading station exchanges one
 * resource for another at a price set by the station's stock (constant product: what is plentiful
 * is cheap), minus the station's tax, which its holder receives. Every amount is a whole number and
 * every rule conserves resources exactly: what leaves one side arrives on another, or stays in the
 * station's stock. The same functions decide on the server and preview in the browser.
 */
import { distance, type Spot } from './galaxy.ts';
import { HOUR_MS } from './production.ts';
import type { Resources } from './resources.ts';

/** What can be traded: the five materials (credits are not carried nor exchanged). */
export const TRADE_RESOURCES = ['food', 'steel', 'energy', 'astromite', 'quantarite'] as const;
export type TradeResource = (typeof TRADE_RESOURCES)[number];
export type Cargo = Partial<Record<TradeResource, number>>;

export const isTradeResource = (r: string): r is TradeResource => (TRADE_RESOURCES as readonly string[]).includes(r);
export const cargoTotal = (c: Cargo) => TRADE_RESOURCES.reduce((s, r) => s + (c[r] ?? 0), 0);

// ── Convoys ───────────────────────────────────────────────────────────────────────────────────

/** Convoys on the way at once: one from the first outpost level, one more at levels 4 and 8. */
export const convoySlots = (outpost: number) => (outpost <= 0 ? 0 : 1 + Math.floor(outpost / 4));
/** Resources one convoy carries: 10,000 per outpost level. */
export const convoyCapacity = (outpost: number) => 10_000 * Math.max(0, outpost);
/** Cells per hour: 60, and 6 more per outpost level. */
export const convoySpeed = (outpost: number) => 60 + 6 * Math.max(0, outpost);

/** One way's time in ms (whole seconds, at least one), divided by the world speed. */
export function convoyTravelMs(from: Spot, to: Spot, outpost: number, worldSpeed = 1): number {
  return Math.max(1000, Math.ceil((distance(from, to) / convoySpeed(outpost) / worldSpeed) * (HOUR_MS / 1000)) * 1000);
}

/** The anti-feeding window: what one commander sends another counts for 24 hours. */
export const FEEDING_WINDOW_MS = 24 * HOUR_MS;
/** What one commander may send one other in the window: 25,000 per command center level of the receiver. */
export const pairCap = (receiverCommandCenter: number) => 25_000 * Math.max(1, receiverCommandCenter);

export type ConvoyCheck =
  | { ok: true; cargo: Cargo; total: number; travelMs: number }
  | { ok: false; reason: 'NO_OUTPOST' | 'NO_CARGO' | 'NOT_ENOUGH' | 'NO_CONVOY' | 'SELF' }
  | { ok: false; reason: 'OVER_CAPACITY'; capacity: number }
  | { ok: false; reason: 'PAIR_CAP'; left: number };

export interface ConvoyInput {
  /** the sender's stores (settled to now) */
  stores: Resources;
  outpost: number;
  from: Spot;
  to: Spot;
  cargo: Cargo;
  /** convoys of the sender on the way (out or back) */
  convoysOut: number;
  /** what the sender has sent this receiver in the last FEEDING_WINDOW_MS */
  sentToReceiver: number;
  receiverCommandCenter: number;
  worldSpeed?: number;
}

/** May this convoy leave now? The server enforces it; the convoy form previews it. */
export function checkConvoy(i: ConvoyInput): ConvoyCheck {
  if (i.outpost <= 0) return { ok: false, reason: 'NO_OUTPOST' };
  if (i.from.x === i.to.x && i.from.y === i.to.y) return { ok: false, reason: 'SELF' };
  const cargo: Cargo = {};
  for (const r of TRADE_RESOURCES) {
    const n = i.cargo[r] ?? 0;
    if (!Number.isInteger(n) || n < 0) return { ok: false, reason: 'NO_CARGO' };
    if (n > 0) cargo[r] = n;
  }
  const total = cargoTotal(cargo);
  if (total === 0) return { ok: false, reason: 'NO_CARGO' };
  if (total > convoyCapacity(i.outpost))
    return { ok: false, reason: 'OVER_CAPACITY', capacity: convoyCapacity(i.outpost) };
  if (TRADE_RESOURCES.some((r) => (cargo[r] ?? 0) > i.stores[r])) return { ok: false, reason: 'NOT_ENOUGH' };
  if (i.convoysOut >= convoySlots(i.outpost)) return { ok: false, reason: 'NO_CONVOY' };
  const left = Math.max(0, pairCap(i.receiverCommandCenter) - i.sentToReceiver);
  if (total > left) return { ok: false, reason: 'PAIR_CAP', left };
  return { ok: true, cargo, total, travelMs: convoyTravelMs(i.from, i.to, i.outpost, i.worldSpeed) };
}

// ── The black market ──────────────────────────────────────────────────────────────────────────

/** What a unit of each resource is worth at a balanced station (food, steel and energy are the measure). */
export const MARKET_VALUE: Record<TradeResource, number> = {
  food: 1,
  steel: 1,
  energy: 1,
  astromite: 4,
  quantarite: 10,
};
export type Stock = Record<TradeResource, number>;

/** A balanced station's stock: 100,000 worth of each resource per station level. */
export function balancedStock(level: number): Stock {
  const worth = 100_000 * Math.max(1, level);
  return {
    food: worth,
    steel: worth,
    energy: worth,
    astromite: worth / MARKET_VALUE.astromite,
    quantarite: worth / MARKET_VALUE.quantarite,
  };
}

/** Stocks drift back toward balance: half the way in this long (game time). */
export const STOCK_HALF_LIFE_MS = 24 * HOUR_MS;

/** The stock `elapsedMs` after `stock`, each resource halfway back to balance every half-life (whole units). */
export function stockAfter(stock: Stock, balanced: Stock, elapsedMs: number): Stock {
  const keep = 0.5 ** (Math.max(0, elapsedMs) / STOCK_HALF_LIFE_MS);
  const out = { ...stock };
  for (const r of TRADE_RESOURCES) out[r] = Math.round(balanced[r] + (stock[r] - balanced[r]) * keep);
  return out;
}

/** Tax bounds in whole percent; a station nobody has set pays this. */
export const TAX_MIN = 0;
export const TAX_MAX = 25;
export const DEFAULT_TAX = 5;
export const validTax = (t: number) => Number.isInteger(t) && t >= TAX_MIN && t <= TAX_MAX;

/** The station's price of `from` in `to`: how much `to` one unit of `from` fetches before tax, for a small trade. */
export const marketPrice = (stock: Stock, from: TradeResource, to: TradeResource) => stock[to] / stock[from];

/** No single trade takes more than a quarter of what the station holds of a resource. */
export const MAX_TAKE_SHARE = 0.25;

export interface Quote {
  /** what the station gives out of its stock */
  gross: number;
  /** the station's tax on it: to the holder, or kept in the stock when nobody holds the station */
  tax: number;
  /** what the trader receives */
  net: number;
}

/** `amount` of `from` exchanged at this stock: gross = stock[to]·amount / (stock[from] + amount), rounded down; tax rounded down. */
export function quote(stock: Stock, from: TradeResource, to: TradeResource, amount: number, taxPct: number): Quote {
  const gross = Math.floor((stock[to] * amount) / (stock[from] + amount));
  const tax = Math.floor((gross * taxPct) / 100);
  return { gross, tax, net: gross - tax };
}

export type ExchangeCheck =
  | ({ ok: true } & Quote)
  | { ok: false; reason: 'SAME_RESOURCE' | 'NO_AMOUNT' | 'NOT_ENOUGH' | 'TOO_SMALL' | 'PRICE_MOVED' }
  | { ok: false; reason: 'TOO_LARGE'; max: number };

/** The largest amount of `from` one trade may bring: the one whose gross is a quarter of the `to` stock. */
export function maxExchange(stock: Stock, from: TradeResource, _to: TradeResource): number {
  // gross = T·a/(F+a) ≤ s·T  ⇔  a ≤ s·F/(1−s)
  return Math.floor((MAX_TAKE_SHARE * stock[from]) / (1 - MAX_TAKE_SHARE));
}

/**
 * May `amount` of `from` be exchanged for `to` now? `atLeast`: the net the trader saw in the preview
 * (the price moved against them since, beyond it, refuses: 'PRICE_MOVED').
 */
export function checkExchange(
  stock: Stock,
  have: Resources,
  from: TradeResource,
  to: TradeResource,
  amount: number,
  taxPct: number,
  atLeast = 0,
): ExchangeCheck {
  if (from === to) return { ok: false, reason: 'SAME_RESOURCE' };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'NO_AMOUNT' };
  if (amount > have[from]) return { ok: false, reason: 'NOT_ENOUGH' };
  const max = maxExchange(stock, from, to);
  if (amount > max) return { ok: false, reason: 'TOO_LARGE', max };
  const q = quote(stock, from, to, amount, taxPct);
  if (q.net <= 0) return { ok: false, reason: 'TOO_SMALL' };
  if (q.net < atLeast) return { ok: false, reason: 'PRICE_MOVED' };
  return { ok: true, ...q };
}

/** The station's stock after a trade: `amount` of `from` in, `gross − kept` of `to` out (`kept`: tax nobody receives stays). */
export function stockAfterTrade(
  stock: Stock,
  from: TradeResource,
  to: TradeResource,
  amount: number,
  out: number,
): Stock {
  return { ...stock, [from]: stock[from] + amount, [to]: stock[to] - out };
}

// ── Standing orders ───────────────────────────────────────────────────────────────────────────

/** Open orders one commander may keep (across stations). */
export const MAX_ORDERS = 10;
/** Prices are kept to four decimals. */
export const roundPrice = (p: number) => Math.round(p * 10_000) / 10_000;

export type OrderCheck =
  | { ok: true }
  | { ok: false; reason: 'SAME_RESOURCE' | 'NO_AMOUNT' | 'BAD_PRICE' | 'NOT_ENOUGH' | 'DUPLICATE' | 'TOO_MANY' };

export interface OrderInput {
  from: TradeResource;
  to: TradeResource;
  /** at least this much `to` per unit of `from`, after tax */
  price: number;
  /** how much `from` to sell in all */
  total: number;
}

/** May this standing order be placed? `existing`: the commander's open orders (resource pairs and stations). */
export function checkOrder(
  o: OrderInput,
  have: Resources,
  existing: readonly { from: string; to: string; station: string }[],
  station: string,
): OrderCheck {
  // the pair first: a player choosing it is told at once, before typing any number
  if (o.from === o.to) return { ok: false, reason: 'SAME_RESOURCE' };
  if (existing.some((e) => e.station === station && e.from === o.from && e.to === o.to))
    return { ok: false, reason: 'DUPLICATE' };
  if (!Number.isInteger(o.total) || o.total <= 0) return { ok: false, reason: 'NO_AMOUNT' };
  if (!Number.isFinite(o.price) || o.price <= 0 || o.price > 1_000_000) return { ok: false, reason: 'BAD_PRICE' };
  if (existing.length >= MAX_ORDERS) return { ok: false, reason: 'TOO_MANY' };
  if (o.total > have[o.from]) return { ok: false, reason: 'NOT_ENOUGH' };
  return { ok: true };
}

/**
 * How much of an order's `remaining` the station fills now: the most whose net per unit is still at
 * least the order's price, within one trade's limit; 0 when the price is not there.
 * net/a ≈ (1−t)·T/(F+a) ≥ p  ⇔  a ≤ (1−t)·T/p − F.
 */
export function fillable(
  stock: Stock,
  from: TradeResource,
  to: TradeResource,
  price: number,
  taxPct: number,
  remaining: number,
): number {
  let a = Math.min(
    remaining,
    maxExchange(stock, from, to),
    Math.floor(((1 - taxPct / 100) * stock[to]) / price - stock[from]),
  );
  // the rounding down of gross and tax may leave it a hair under the price: step back until it holds
  while (a > 0 && quote(stock, from, to, a, taxPct).net < price * a) a -= Math.max(1, Math.ceil(a / 1000));
  return Math.max(0, a);
}
