/**
 * Occupying the galaxy: a fleet holds a celestial object and it pays its holder every hour of game
 * time (an hour divided by the world speed) for as long as the fleet holds it: asteroids their
 * mineral, a trading station credits (and, with the trade issue, the black market's tax), an unknown
 * object a little of the rare things, a secret base steel, energy and credits. Higher levels pay
 * more, linearly. One holder per object; another commander's fleet can take it in battle.
 */
import { HOUR_MS } from './production.ts';
import { type Resources, resources } from './resources.ts';

export const OCCUPIABLE = [
  'astromite-asteroid',
  'quantarite-asteroid',
  'trading-station',
  'unknown-object',
  'secret-base',
] as const;
export type OccupiableKind = (typeof OCCUPIABLE)[number];
export const isOccupiable = (kind: string): kind is OccupiableKind => (OCCUPIABLE as readonly string[]).includes(kind);

/** What one level of each kind pays per payout. */
const PER_LEVEL: Record<OccupiableKind, Partial<Resources>> = {
  'astromite-asteroid': { astromite: 60 },
  'quantarite-asteroid': { quantarite: 15 },
  'trading-station': { credits: 10 },
  'unknown-object': { astromite: 20, quantarite: 5, credits: 5 },
  'secret-base': { steel: 150, energy: 150, credits: 15 },
};

/** One payout of an object of `kind` at `level` (levels below 1 pay as level 1). */
export function occupationPayout(kind: OccupiableKind, level: number): Resources {
  const l = Math.max(1, Math.floor(level));
  const per = PER_LEVEL[kind];
  return resources(Object.fromEntries(Object.entries(per).map(([k, v]) => [k, (v ?? 0) * l])) as Partial<Resources>);
}

/** Game time between two payouts: an hour, divided by the world speed (at least a second). */
export const payoutEveryMs = (worldSpeed = 1) => Math.max(1000, Math.round(HOUR_MS / Math.max(worldSpeed, 1e-9)));
