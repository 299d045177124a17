/**
 * Ephoran cores (docs/decisions/028-vault-and-cores.md): built from core shards, each carries four
 * catalysts — attack, defense, health and a global effect (production) — refined level by level
 * with catalyst dust. A core's catalysts are boosts in the one modifier system (src/game/modifiers):
 * they never end (PERMANENT), so every battle and every hour of production reads them like research.
 * Embrace doubles one core's effect for a while, then the core rests ("You can't activate Embrace yet.").
 */
import { HOUR_MS } from './production.ts';
import type { TimedBoost } from './modifiers.ts';
import { UNIT_IDS } from './units.ts';

export const CATALYSTS = ['attack', 'defense', 'health', 'global'] as const;
export type Catalyst = (typeof CATALYSTS)[number];
export type CatalystLevels = Record<Catalyst, number>;

export const CORE_SHARDS_PER_CORE = 10;
export const MAX_CORES = 3;
export const MAX_CATALYST_LEVEL = 10;
/** Per catalyst level: +3 % attack, defense or health of every unit; the global effect +2 % food, steel and energy output. */
export const CATALYST_STEP: Record<Catalyst, number> = { attack: 0.03, defense: 0.03, health: 0.03, global: 0.02 };
/** Catalyst dust to refine a catalyst from `level` to `level + 1`: 4, 8, 12 … (220 to reach 10). */
export const refineCost = (level: number) => 4 * (level + 1);

/** Embrace: the core's effect once more for two hours of game time; then it rests a day. */
export const EMBRACE_MS = 2 * HOUR_MS;
export const EMBRACE_COOLDOWN_MS = 24 * HOUR_MS;
/** A boost that never ends (a core's catalysts): the latest instant a Date can hold. */
export const PERMANENT = 8_640_000_000_000_000;

export const emptyCatalysts = (): CatalystLevels => ({ attack: 0, defense: 0, health: 0, global: 0 });

/** A core's catalysts as effects of the modifier system (effect name → amount). */
export function catalystEffects(c: CatalystLevels): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (effect: string, amount: number) => {
    if (amount > 0) out[effect] = Math.round(((out[effect] ?? 0) + amount) * 10_000) / 10_000;
  };
  for (const u of UNIT_IDS) {
    add(`${u}-attack`, c.attack * CATALYST_STEP.attack);
    add(`${u}-defense`, c.defense * CATALYST_STEP.defense);
    add(`${u}-health`, c.health * CATALYST_STEP.health);
  }
  for (const r of ['food-output', 'steel-output', 'energy-output']) add(r, c.global * CATALYST_STEP.global);
  return out;
}

const CORE_SOURCE = 'core';
const EMBRACE_SOURCE = 'embrace';

/**
 * The base's boosts with every core's catalysts as permanent boosts (replacing what the cores gave
 * before): items' timed boosts and embraces stay as they are.
 */
export function withCoreBoosts(boosts: readonly TimedBoost[], cores: readonly CatalystLevels[]): TimedBoost[] {
  const kept = boosts.filter((b) => b.source !== CORE_SOURCE);
  const sum: Record<string, number> = {};
  for (const c of cores)
    for (const [effect, amount] of Object.entries(catalystEffects(c))) sum[effect] = (sum[effect] ?? 0) + amount;
  return [
    ...kept,
    ...Object.entries(sum).map(([effect, amount]) => ({
      effect,
      amount: Math.round(amount * 10_000) / 10_000,
      endsAt: PERMANENT,
      source: CORE_SOURCE,
    })),
  ];
}

/** Embrace's boosts: the core's effect again, until `until`. */
export const embraceBoosts = (c: CatalystLevels, until: number): TimedBoost[] =>
  Object.entries(catalystEffects(c)).map(([effect, amount]) => ({
    effect,
    amount,
    endsAt: until,
    source: EMBRACE_SOURCE,
  }));

export type CoreCheck =
  | { ok: true; cost: number }
  | {
      ok: false;
      reason: 'NOT_ENOUGH_ITEMS' | 'MAX_LEVEL' | 'MAX_CORES' | 'EMBRACE_COOLDOWN' | 'EMPTY_CORE';
      until?: number;
    };

export function checkBuildCore(shards: number, cores: number): CoreCheck {
  if (cores >= MAX_CORES) return { ok: false, reason: 'MAX_CORES' };
  if (shards < CORE_SHARDS_PER_CORE) return { ok: false, reason: 'NOT_ENOUGH_ITEMS' };
  return { ok: true, cost: CORE_SHARDS_PER_CORE };
}

export function checkRefine(c: CatalystLevels, catalyst: Catalyst, dust: number): CoreCheck {
  if (c[catalyst] >= MAX_CATALYST_LEVEL) return { ok: false, reason: 'MAX_LEVEL' };
  const cost = refineCost(c[catalyst]);
  if (dust < cost) return { ok: false, reason: 'NOT_ENOUGH_ITEMS' };
  return { ok: true, cost };
}

/** May this core be embraced now? `readyAt`: when its last embrace's rest ends (null: never embraced). */
export function checkEmbrace(c: CatalystLevels, readyAt: number | null, now: number): CoreCheck {
  if (readyAt !== null && now < readyAt) return { ok: false, reason: 'EMBRACE_COOLDOWN', until: readyAt };
  if (Object.keys(catalystEffects(c)).length === 0) return { ok: false, reason: 'EMPTY_CORE' };
  return { ok: true, cost: 0 };
}
