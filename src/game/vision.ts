/**
 * Passive map vision (decision 080): a base's galactic observatory watches the space around it,
 * and its commander's map shows every fleet in flight there — a stranger's too, whatever it flies
 * at. Its radars reach as far (radarReach: 8 cells, and 4 more per level); without an observatory a
 * base sees nothing of strangers' fleets. The reach is counted each way, a square as a radar's sweep.
 */
import { radarReach, type Spot } from './galaxy.ts';

/** Cells a base's passive vision reaches each way: none without an observatory, else as far as its radars. */
export const visionRadius = (observatoryLevel: number) =>
  Math.floor(observatoryLevel) >= 1 ? radarReach(observatoryLevel) : 0;

/** A spot and how far it sees each way (a base and its vision radius). */
export interface Watch extends Spot {
  radius: number;
}

/** Whether a spot lies within any watch (each way, a square around it). */
export const inVision = (s: Spot, watches: readonly Watch[]) =>
  watches.some((w) => w.radius > 0 && Math.abs(s.x - w.x) <= w.radius && Math.abs(s.y - w.y) <= w.radius);

/** Where a fleet flying from `from` to `to` between `start` and `end` (epoch ms) stands at `now`. */
export function fleetPosition(f: { from: Spot; to: Spot; start: number; end: number }, now: number): Spot {
  const done = Math.min(1, Math.max(0, (now - f.start) / Math.max(1, f.end - f.start)));
  return { x: f.from.x + (f.to.x - f.from.x) * done, y: f.from.y + (f.to.y - f.from.y) * done };
}

/**
 * The rectangle a query asks for fleets in (the watches' bounding box, inclusive), or null with
 * nothing watched. A fleet whose course's box misses it cannot stand in any watch.
 */
export function visionBox(watches: readonly Watch[]): { from: Spot; to: Spot } | null {
  const live = watches.filter((w) => w.radius > 0);
  if (live.length === 0) return null;
  return {
    from: { x: Math.min(...live.map((w) => w.x - w.radius)), y: Math.min(...live.map((w) => w.y - w.radius)) },
    to: { x: Math.max(...live.map((w) => w.x + w.radius)), y: Math.max(...live.map((w) => w.y + w.radius)) },
  };
}
