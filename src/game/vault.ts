/**
 * The Ephoran Vault (docs/decisions/028-vault-and-cores.md): it stands at the centre of each world's
 * map. A run sends a fleet there; at its gate the fleet fights stage after stage of rising guardians
 * with the battle engine (each stage a draw of the run's secret seed, so the report replays it), its survivors
 * carrying on, until it falls or clears the last stage. How deep it got ranks the commander (best run)
 * and pays core shards and catalyst dust.
 */
import { type BattleResult, plainStats, simulateBattle } from './combat.ts';
import { createRng, drawSeed } from './random.ts';
import { pirateFleet } from './marches.ts';
import { HOUR_MS } from './production.ts';
import { type UnitCounts, UNIT_IDS } from './units.ts';

export const VAULT_STAGES = 10;
/** Between two runs of one commander (game time, from the start of the last). */
export const VAULT_COOLDOWN_MS = 8 * HOUR_MS;
/** The fleet stays at the gate this long per stage fought (before world speed). */
export const VAULT_STAGE_MS = 10 * 60_000;

/** Stage `n`'s guardians: a pirate crew of level 2n, half again per stage beyond the fifth. */
export function vaultGuardians(stage: number): UnitCounts {
  const crew = pirateFleet(Math.min(10, 2 * stage));
  const grow = stage > 5 ? 1 + 0.5 * (stage - 5) : 1;
  const out: UnitCounts = {};
  for (const id of UNIT_IDS) if ((crew[id] ?? 0) > 0) out[id] = Math.ceil((crew[id] ?? 0) * grow);
  return out;
}

/** Core shards a cleared stage pays (a first core within the first week of two runs a day). */
export const VAULT_SHARDS_PER_STAGE = 2;

/** What a run pays by stages cleared: two core shards and two catalyst dust per stage, and a bonus for the last. */
export function vaultReward(stages: number): { items: Record<string, number> } {
  if (stages <= 0) return { items: {} };
  return {
    items: {
      'core-shard': VAULT_SHARDS_PER_STAGE * stages + (stages >= VAULT_STAGES ? 5 : 0),
      'catalyst-dust': 2 * stages,
    },
  };
}

export interface VaultStage {
  stage: number;
  guardians: UnitCounts;
  attacker: UnitCounts;
  result: BattleResult;
}

/**
 * A run at the gate: stages in order, each a battle of the survivors so far (with the stats the fleet
 * left with) against the stage's guardians, each seeded by the draw of `seed` (the run's secret,
 * decision 039) labelled with the stage's number. Pure: the report replays it.
 */
export function runVault(
  units: UnitCounts,
  stats: ReturnType<typeof plainStats>,
  seed: string,
): { stages: VaultStage[]; cleared: number; survivors: UnitCounts } {
  let fleet = units;
  const stages: VaultStage[] = [];
  for (let stage = 1; stage <= VAULT_STAGES; stage++) {
    const guardians = vaultGuardians(stage);
    const result = simulateBattle(
      { attacker: { units: fleet, stats }, defender: { units: guardians, stats: plainStats() } },
      createRng(drawSeed(seed, String(stage))),
    );
    stages.push({ stage, guardians, attacker: fleet, result });
    fleet = result.attacker.survivors;
    if (result.winner !== 'attacker') break;
  }
  const cleared = stages.filter((s) => s.result.winner === 'attacker').length;
  return { stages, cleared, survivors: fleet };
}

export type VaultCheck =
  | { ok: true }
  | { ok: false; reason: 'NO_UNITS' | 'MISSING_UNITS' | 'RUN_ACTIVE' | 'COOLDOWN'; until?: number };

/** May a run start now? One at a time, and a rest after each start. */
export function checkVaultStart(
  home: UnitCounts,
  wanted: UnitCounts,
  active: boolean,
  lastStart: number | null,
  now: number,
  worldSpeed = 1,
): VaultCheck {
  if (active) return { ok: false, reason: 'RUN_ACTIVE' };
  if (lastStart !== null && now < lastStart + VAULT_COOLDOWN_MS / Math.max(1, worldSpeed))
    return { ok: false, reason: 'COOLDOWN', until: lastStart + VAULT_COOLDOWN_MS / Math.max(1, worldSpeed) };
  const total = UNIT_IDS.reduce((s, id) => s + (wanted[id] ?? 0), 0);
  if (total <= 0 || UNIT_IDS.some((id) => !Number.isInteger(wanted[id] ?? 0) || (wanted[id] ?? 0) < 0))
    return { ok: false, reason: 'NO_UNITS' };
  if (UNIT_IDS.some((id) => (wanted[id] ?? 0) > (home[id] ?? 0))) return { ok: false, reason: 'MISSING_UNITS' };
  return { ok: true };
}
