/**
 * Scouting: the intelligence agency sends a scout ship (no units of the garrison) to any spot. It
 * flies fast, lands even where a fleet would fight, and brings back what the agency's level allows:
 * the higher it stands over the target's agency, the more the report shows. A shielded base lets
 * no scout land. A scout on its way can be stopped.
 */
import type { BaseState } from './base.ts';
import { distance, type Spot } from './galaxy.ts';
import { HOUR_MS } from './production.ts';
import type { Resources } from './resources.ts';
import type { UnitCounts } from './units.ts';

/** Cells per hour of a scout ship, before world speed. */
export const SCOUT_SPEED = 240;

export const scoutTravelMs = (from: Spot, to: Spot, worldSpeed = 1) =>
  Math.max(1000, Math.ceil(((distance(from, to) / SCOUT_SPEED / worldSpeed) * HOUR_MS) / 1000) * 1000);

/**
 * What a scout sees, by how far its agency stands over the target's (decision 044): behind theirs,
 * the stores; level with theirs or above, the garrison too (rounded: `roughCount`; exact with a lead
 * of two); a lead of four adds buildings and research.
 */
export type ScoutDepth = 'resources' | 'units' | 'buildings';

export function scoutDepth(ownAgency: number, targetAgency: number): ScoutDepth {
  const lead = ownAgency - targetAgency;
  if (lead >= 4) return 'buildings';
  if (lead >= 0) return 'units';
  return 'resources';
}

/** Agency levels over the target's that show the garrison exactly (less than that: rounded counts). */
export const EXACT_COUNT_LEAD = 2;

/**
 * A unit count as a scout with a small lead reads it: to the nearest 10 (a handful shows as 10),
 * to the nearest 100 from a thousand; none stays none.
 */
export function roughCount(n: number): number {
  if (n <= 0) return 0;
  if (n >= 1000) return Math.round(n / 100) * 100;
  return Math.max(10, Math.round(n / 10) * 10);
}

const rough = (u: UnitCounts): UnitCounts =>
  Object.fromEntries(Object.entries(u).map(([id, n]) => [id, roughCount(n ?? 0)])) as UnitCounts;

export interface ScoutFindings {
  depth: ScoutDepth;
  /** how the garrison's counts read: exact with a lead of EXACT_COUNT_LEAD, else rounded (roughCount) */
  precision?: 'exact' | 'rounded';
  /** the agency lead the scout had (own level minus the target's) */
  lead?: number;
  resources: Resources;
  units?: UnitCounts;
  injured?: UnitCounts;
  buildings?: Record<string, number>;
  research?: Record<string, number>;
}

/** What the scout reports of a base (its state settled to the landing time). */
export function scoutFindings(target: BaseState, ownAgency: number): ScoutFindings {
  const theirs = target.buildings['intelligence-agency'] ?? 0;
  const depth = scoutDepth(ownAgency, theirs);
  const lead = ownAgency - theirs;
  const out: ScoutFindings = { depth, lead, resources: { ...target.resources } };
  if (depth === 'units' || depth === 'buildings') {
    const exact = lead >= EXACT_COUNT_LEAD;
    out.precision = exact ? 'exact' : 'rounded';
    out.units = exact ? { ...target.units } : rough(target.units);
    out.injured = exact ? { ...(target.injured ?? {}) } : rough(target.injured ?? {});
  }
  if (depth === 'buildings') {
    out.buildings = { ...target.buildings } as Record<string, number>;
    out.research = { ...target.research };
  }
  return out;
}

export type ScoutCheck =
  | { ok: true; travelMs: number }
  | { ok: false; reason: 'NO_AGENCY' | 'BAD_TARGET' | 'ALREADY_SCOUTING' };

/** May a scout leave for `target`? An agency is needed, one scout at a time, never to one's own spot. */
export function checkScout(state: BaseState, from: Spot, target: Spot, scoutsOut: number, worldSpeed = 1): ScoutCheck {
  if ((state.buildings['intelligence-agency'] ?? 0) < 1) return { ok: false, reason: 'NO_AGENCY' };
  if (from.x === target.x && from.y === target.y) return { ok: false, reason: 'BAD_TARGET' };
  if (scoutsOut > 0) return { ok: false, reason: 'ALREADY_SCOUTING' };
  return { ok: true, travelMs: scoutTravelMs(from, target, worldSpeed) };
}
