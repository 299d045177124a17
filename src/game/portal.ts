/**
 * The portal: every base's portal has an address of 6 symbols from a fixed alphabet of 12, unique in
 * its world (12^6 = 2,985,984 addresses). Opening it to an address costs portal energy, which
 * regenerates over time up to a cap set by the portal building's level.
 */
import { HOUR_MS } from './production.ts';

/** The alphabet: a glyph and a name each (the dial shows both; an address is written in glyphs). */
export const PORTAL_SYMBOLS = [
  { glyph: '☉', name: 'sun' },
  { glyph: '☽', name: 'moon' },
  { glyph: '★', name: 'star' },
  { glyph: '☄', name: 'comet' },
  { glyph: '♁', name: 'earth' },
  { glyph: '♃', name: 'giant' },
  { glyph: '♄', name: 'rings' },
  { glyph: '♆', name: 'trident' },
  { glyph: '✦', name: 'spark' },
  { glyph: '⬡', name: 'hive' },
  { glyph: '◈', name: 'crystal' },
  { glyph: '▲', name: 'gate' },
] as const;
export const ADDRESS_LENGTH = 6;
const GLYPHS: readonly string[] = PORTAL_SYMBOLS.map((s) => s.glyph);

/** An address from six symbol indexes (0–11). */
export const addressOf = (indexes: readonly number[]) => indexes.map((i) => GLYPHS[i] ?? '').join('');

/** The symbol indexes of an address, or null when it is not six symbols of the alphabet. */
export function parseAddress(text: string): number[] | null {
  const chars = [...text.trim()];
  if (chars.length !== ADDRESS_LENGTH) return null;
  const out = chars.map((c) => GLYPHS.indexOf(c));
  return out.every((i) => i >= 0) ? out : null;
}

/** A random address from a source of integers in [0, 12). */
export const randomAddress = (next: (n: number) => number) =>
  addressOf(Array.from({ length: ADDRESS_LENGTH }, () => next(PORTAL_SYMBOLS.length)));

/** Energy the portal holds at most: 5 per portal level (none without a portal). */
export const portalEnergyCap = (portalLevel: number) => Math.max(0, Math.floor(portalLevel)) * 5;
/** Energy regained per hour of game time. */
export const PORTAL_ENERGY_PER_HOUR = 1;
/** What opening the portal to an address costs. */
export const PORTAL_OPEN_COST = 2;

/**
 * Energy at `now` from `stored` at `storedAt`: it grows by one per hour of game time (world speed
 * applied) and stops at the cap; whole units only (the fraction keeps growing from `storedAt`).
 */
export function portalEnergyAt(
  stored: number,
  storedAt: number,
  portalLevel: number,
  worldSpeed: number,
  now: number,
): number {
  const cap = portalEnergyCap(portalLevel);
  const grown = Math.floor((Math.max(0, now - storedAt) * worldSpeed * PORTAL_ENERGY_PER_HOUR) / HOUR_MS);
  return Math.min(cap, Math.max(0, stored) + grown);
}

export type PortalOpenCheck =
  | { ok: true; energyLeft: number }
  | { ok: false; reason: 'NO_PORTAL' | 'NO_ENERGY' | 'BAD_ADDRESS' | 'SHIELDED' };

/**
 * May the portal open now? No portal; behind its own portal shield (a shield keeps the portal shut
 * both ways); an address that is not six symbols; not enough energy.
 */
export function checkPortalOpen(
  portalLevel: number,
  energy: number,
  address: string,
  ownShielded = false,
): PortalOpenCheck {
  if (portalLevel < 1) return { ok: false, reason: 'NO_PORTAL' };
  if (ownShielded) return { ok: false, reason: 'SHIELDED' };
  if (!parseAddress(address)) return { ok: false, reason: 'BAD_ADDRESS' };
  if (energy < PORTAL_OPEN_COST) return { ok: false, reason: 'NO_ENERGY' };
  return { ok: true, energyLeft: energy - PORTAL_OPEN_COST };
}
