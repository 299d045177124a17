/**
 * Where the map, the rankings, the public pages and strength protection get what inactivity knows
 * of commanders (decision 068): their markers (`v`, `i`, `I`, ghost) and their absences (the last
 * sign-in and the vacations since, which src/game's `daysInactive` counts). The inactivity module
 * computes them, the composition root hands its functions here once at start, so those readers need
 * not import it (it stands above the fleets they use).
 */
import type { Absence, CommanderMarker } from '../game/index.ts';
import type { Executor } from './db.ts';

export type MarkerSource = (ex: Executor, profileIds: string[], now: number) => Promise<Map<string, CommanderMarker>>;
export type AbsenceSource = (ex: Executor, profileIds: string[], now: number) => Promise<Map<string, Absence>>;

let source: MarkerSource = async () => new Map();
let absences: AbsenceSource = async () => new Map();

export function setMarkerSource(s: MarkerSource): void {
  source = s;
}

export function setAbsenceSource(s: AbsenceSource): void {
  absences = s;
}

/** The marker of each commander who has one (none: missing). */
export const commanderMarkers: MarkerSource = (ex, profileIds, now) => source(ex, profileIds, now);

/** Each commander's last sign-in and vacations since (a commander unknown: missing). */
export const commanderAbsences: AbsenceSource = (ex, profileIds, now) => absences(ex, profileIds, now);
