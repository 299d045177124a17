/**
 * A world's season as the worlds module keeps it (decision 069): the length and the victory
 * condition chosen at its creation, and the instants of its closing sequence counted from its
 * opening. What happens at each instant is the season module's; the composition root hands it the
 * worlds created (`addWorldCreatedHook`), so this module never reaches for it.
 */
import { type SeasonPhase, seasonPhase, seasonTimes } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import type { WorldRow } from './repo.ts';

export const VICTORY_KINDS = ['top-alliance-influence', 'vault-ranking'] as const;
export type VictoryKind = (typeof VICTORY_KINDS)[number];

export interface WorldSeason {
  lengthDays: number;
  victoryKind: VictoryKind;
  holdDays: number;
  /** the hold counts only the days after this one (0: from the start) */
  afterDay: number;
  startsAt: number;
  registrationClosesAt: number;
  finalWeekAt: number;
  endsAt: number;
}

/** The season of a world; null for a world without end. */
export function seasonOf(
  w: Pick<WorldRow, 'opens_at' | 'length_days' | 'victory_kind' | 'victory_hold_days'> &
    Partial<Pick<WorldRow, 'victory_after_day'>>,
): WorldSeason | null {
  if (w.length_days === null || w.length_days === undefined) return null;
  const startsAt = w.opens_at.getTime();
  return {
    lengthDays: w.length_days,
    victoryKind: (w.victory_kind ?? 'top-alliance-influence') as VictoryKind,
    holdDays: w.victory_hold_days ?? 1,
    afterDay: w.victory_after_day ?? 0,
    startsAt,
    ...seasonTimes(startsAt, w.length_days),
  };
}

/** Where the world stands in its closing sequence at `at` ('open' for a world without end). */
export const phaseOf = (s: WorldSeason | null, at: number): SeasonPhase =>
  s ? seasonPhase(s.startsAt, s.lengthDays, at) : 'open';

export type WorldCreatedHook = (trx: Trx, world: WorldRow, now: number) => Promise<void>;
const hooks: WorldCreatedHook[] = [];

/** Declared by the composition root: told of each world created, in the creating transaction. */
export const addWorldCreatedHook = (hook: WorldCreatedHook) => {
  if (!hooks.includes(hook)) hooks.push(hook);
};

export async function worldCreated(trx: Trx, world: WorldRow, now: number) {
  for (const hook of hooks) await hook(trx, world, now);
}
