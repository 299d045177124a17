/**
 * Where the map, the rankings and the public pages get commanders' markers (`v`, `i`, `I`, ghost;
 * decision 068): the inactivity module computes them, the composition root hands its function
 * here once at start, so those readers need not import it (it stands above the fleets they use).
 */
import type { CommanderMarker } from '../game/index.ts';
import type { Executor } from './db.ts';

export type MarkerSource = (ex: Executor, profileIds: string[], now: number) => Promise<Map<string, CommanderMarker>>;

let source: MarkerSource = async () => new Map();

export function setMarkerSource(s: MarkerSource): void {
  source = s;
}

/** The marker of each commander who has one (none: missing). */
export const commanderMarkers: MarkerSource = (ex, profileIds, now) => source(ex, profileIds, now);
