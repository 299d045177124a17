/**
 * Runs into the Ephoran Vault (decision 028): the fleet leaves (a march of kind `vault` to the map's
 * centre, holding a march slot), and at its arrival — an event on the commander's own timeline — it
 * fights the stages (src/game/vault.ts runVault, seeded by the march's secret drawn at launch and
 * revealed in the report, decision 039), an Ephoran Vault report carries each stage's battle
 * and the rewards to claim, and the survivors fly home. Each commander's best run ranks them.
 */
import { z } from 'zod';
import {
  activeBoosts,
  baseStats,
  statsAt,
  checkMarch,
  checkVaultStart,
  mapCentre,
  runVault,
  slotsInUse,
  type UnitCounts,
  unitTotal,
  vaultReward,
  VAULT_STAGE_MS,
  type VaultCheck,
  withoutUnits,
} from '../../game/index.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { commitmentOf, newSeed } from '../../platform/fair-seed.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import {
  announceChange,
  lockAndSettleProfile,
  saveState,
  type TimelineHandler,
  type TimelineKindDef,
} from '../../kernel/index.ts';
import {
  activeMarchesOf,
  findMarchForUpdate,
  launchMarch as insertMarchRecord,
  MARCH_EVENT,
  marchRefusal,
  updateMarch as updateMarchRecord,
} from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { bestRuns, finishRun, insertRun, lastRunOf, runForUpdate } from './repo.ts';
import { vaultError } from './errors.ts';

export const VAULT_EVENT = 'vault';
export const VAULT_KIND = 'vault';

export const vaultErrors = {
  startFailed: () => vaultError('VAULT_START_FAILED'),
};

function refusal(c: Exclude<VaultCheck, { ok: true }>): AppError {
  if (c.reason === 'NO_UNITS') return platformError('NO_UNITS');
  if (c.reason === 'MISSING_UNITS') return platformError('MISSING_UNITS');
  return vaultError('VAULT_START_FAILED', {
    reason: c.reason,
    until: c.until ?? null,
  });
}

export async function startVault(trx: Trx, profileId: string, wanted: UnitCounts, now: number) {
  const world = await worldOfProfile(trx, profileId);
  const b = await lockAndSettleProfile(trx, profileId, now);
  const out = await activeMarchesOf(trx, profileId);
  const last = await lastRunOf(trx, profileId);
  const check = checkVaultStart(
    b.state.units,
    wanted,
    last?.status === 'active',
    last?.started_at.getTime() ?? null,
    now,
    b.row.speed,
  );
  if (!check.ok) throw refusal(check);
  const centre = mapCentre(world.mapSize);
  const stats = statsAt(b.state, b.row.speed, now);
  const march = checkMarch(b.state, b.row, centre, wanted, slotsInUse(out), stats.marchSlots, b.row.speed);
  if (!march.ok) throw marchRefusal(march);
  // the stats the fleet leaves with fight every stage (research, cores, boosts of this instant)
  const fighting = baseStats(
    b.state.buildings,
    b.state.research,
    {},
    b.row.speed,
    activeBoosts(b.state.boosts, now),
  ).units;
  await saveState(trx, b.row.id, { ...b.state, units: withoutUnits(b.state.units, march.units) });
  const m = await insertMarchRecord(trx, {
    profile_id: profileId,
    base_id: b.row.id,
    world_id: world.worldId,
    kind: VAULT_KIND,
    status: 'marching',
    target_x: centre.x,
    target_y: centre.y,
    target_kind: 'ephoran-vault',
    target_level: 10,
    units: march.units as Record<string, number>,
    departs_at: new Date(now),
    arrives_at: new Date(now + march.travelMs),
    updated_at: new Date(now),
    attacker_stats: fighting,
  });
  const run = await insertRun(trx, {
    profile_id: profileId,
    world_id: world.worldId,
    march_id: m.id,
    units: march.units as Record<string, number>,
    stats: fighting,
    status: 'active',
    started_at: new Date(now),
  });
  await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: VAULT_EVENT,
    payload: { runId: run.id },
    startsAt: now,
    dueAt: now + march.travelMs,
  });
  await announceChange(trx, b.row);
  return { id: run.id, arrivesAt: now + march.travelMs };
}

/** The fleet at the gate (the commander's own timeline): the stages, the report, the way home. */
const vaultArrives: TimelineHandler = async (ctx) => {
  const { trx, row, state, event } = ctx;
  const at = event.dueAt;
  const run = await runForUpdate(trx, (event.payload as { runId: string }).runId);
  if (run?.status !== 'active') return { state };
  const m = await findMarchForUpdate(trx, run.march_id);
  // the secret its march drew as it left (decision 039); a run always has its march
  const seed = m?.seed ?? newSeed();
  const outcome = runVault(run.units as UnitCounts, run.stats, seed);
  const reward = vaultReward(outcome.cleared);
  await finishRun(trx, run.id, outcome.cleared, new Date(at));
  await fileReport(trx, {
    profileId: run.profile_id,
    kind: 'ephoran-vault',
    data: {
      runId: run.id,
      seed,
      commitment: m?.commitment ?? commitmentOf(seed),
      cleared: outcome.cleared,
      units: run.units,
      survivors: outcome.survivors,
      stages: outcome.stages.map((s) => ({
        stage: s.stage,
        guardians: s.guardians,
        attacker: s.attacker,
        winner: s.result.winner,
        result: s.result,
      })),
      stats: run.stats,
    },
    at,
    rewards: reward.items && Object.keys(reward.items).length > 0 ? { items: reward.items } : null,
  });
  if (m) {
    if (unitTotal(outcome.survivors) === 0)
      await updateMarchRecord(trx, m.id, { status: 'done', units: {}, updated_at: new Date(at) });
    else {
      // they leave the gate when the last stage is fought, and fly home as long as they flew out
      const leaves = at + Math.round((outcome.stages.length * VAULT_STAGE_MS) / row.speed);
      const returnsAt = leaves + (m.arrives_at.getTime() - m.departs_at.getTime());
      await updateMarchRecord(trx, m.id, {
        status: 'returning',
        units: outcome.survivors as Record<string, number>,
        returns_at: new Date(returnsAt),
        updated_at: new Date(at),
      });
      await ctx.schedule({
        baseId: row.id,
        kind: MARCH_EVENT,
        payload: { marchId: m.id, leg: 'return' },
        startsAt: at,
        dueAt: returnsAt,
      });
    }
  }
  return { state };
};

export const vaultTimelineKind: TimelineKindDef = {
  kind: VAULT_EVENT,
  payload: z.object({ runId: z.string().uuid() }),
  apply: vaultArrives,
};

/** The Ephoran Vault ranking of my world: the ten deepest runs (one per commander) and my own. */
export async function vaultRanking(db: Db, profileId: string) {
  const world = await worldOfProfile(db, profileId);
  const all = await bestRuns(db, world.worldId, 0);
  const top = all.slice(0, 10);
  const mineAt = all.findIndex((r) => r.profile_id === profileId);
  const names = await profileNames(db, [...top.map((r) => r.profile_id), profileId]);
  const last = await lastRunOf(db, profileId);
  return {
    top: top.map((r, i) => ({
      place: i + 1,
      commander: names.get(r.profile_id) ?? '',
      stages: r.stages,
      mine: r.profile_id === profileId,
    })),
    myPlace: mineAt >= 0 ? mineAt + 1 : null,
    myBest: mineAt >= 0 ? (all[mineAt]?.stages ?? 0) : 0,
    lastStartedAt: last?.started_at.getTime() ?? null,
    active: last?.status === 'active',
  };
}
