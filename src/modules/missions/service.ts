/**
 * Mission Control (docs/decisions/025-portal-missions.md): the board of offers (redrawn every
 * refresh), deploying units through the portal, and the outcome on the other side (timeline.ts).
 * Everything happens under the commander's base lock: the board is drawn once however many tabs
 * ask, and a mission takes units once however many deploys race.
 */
import { randomInt } from 'node:crypto';
import {
  activeBoosts,
  baseStats,
  statsAt,
  checkMissionDeploy,
  MISSION_REFRESH_MS,
  MISSION_TYPES,
  type MissionCheck,
  type MissionStatus,
  type MissionType,
  missionLevel,
  missionProgress,
  missionReward,
  missionTimes,
  randomAddress,
  recommendedInfluence,
  type UnitCounts,
  UNIT_IDS,
  withoutUnits,
} from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import type { AppError } from '../../platform/errors.ts';
import { newSeed } from '../../platform/fair-seed.ts';
import { publish } from '../../platform/pubsub.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { announceChange, lockAndSettleProfile, saveState, type SettledBase } from '../../kernel/index.ts';
import { launchMarch, marchRefusal, marchSlotsInUse } from '../marches/index.ts';
import { spendPortalEnergy } from '../portal/index.ts';
import { boardOf, dropStaleOffers, insertOffers, type MissionRow, missionForUpdate, updateMission } from './repo.ts';
import { missionsError } from './errors.ts';

export const MISSION_EVENT = 'mission';
export const MISSION_PUSH = 'mission';
export interface MissionLeg {
  missionId: string;
  leg: 'arrive';
}

export const missionsErrors = {
  notFound: () => missionsError('MISSION_NOT_FOUND'),
  inProgress: () => missionsError('MISSION_IN_PROGRESS'),
  finished: () => missionsError('MISSION_FINISHED'),
};

function refusal(check: Exclude<MissionCheck, { ok: true }>): AppError {
  if ('troopDeployment' in check) return marchRefusal(check);
  if (check.reason === 'IN_PROGRESS') return missionsErrors.inProgress();
  if (check.reason === 'FINISHED') return missionsErrors.finished();
  return marchRefusal({ ok: false, reason: check.reason });
}

const unitList = (u: Record<string, number> | null) =>
  UNIT_IDS.filter((id) => (u?.[id] ?? 0) > 0).map((type) => ({ type, count: u?.[type] ?? 0 }));
/** `{ type, count }` for each positive amount: the same shape in the GraphQL answer and in the push. */
const amounts = (r: object) =>
  Object.entries(r as Record<string, number>)
    .filter(([, n]) => n > 0)
    .map(([type, count]) => ({ type, count }));

/** A mission as Mission Control shows it (spec list getMissions, keyed by id and status). */
export function missionView(m: MissionRow, now: number) {
  const type = m.type as MissionType;
  const status = m.status as MissionStatus;
  const reward = missionReward(type, m.level);
  const outcome = m.outcome as { success: boolean; share: number } | null;
  return {
    id: m.id,
    type,
    status,
    level: m.level,
    symbols: m.symbols,
    recommendedInfluence: recommendedInfluence(type, m.level),
    progress: missionProgress(
      { status, startedAt: m.started_at?.getTime() ?? null, endsAt: m.ends_at?.getTime() ?? null },
      now,
    ),
    refreshAt: m.refresh_at.getTime(),
    startedAt: m.started_at?.getTime() ?? null,
    endsAt: m.ends_at?.getTime() ?? null,
    deployedUnits: unitList(m.units),
    reward: { resources: amounts(reward.resources), items: amounts(reward.items), units: amounts(reward.units) },
    outcome: outcome ? { success: outcome.success, share: outcome.share } : null,
    // sha256 of the secret its outcome uses (null for an offer); the secret comes with the report
    commitment: m.commitment,
  };
}
export type MissionView = ReturnType<typeof missionView>;

/** Tells the commander's open browsers a mission changed (Mission Control merges it by id and status). */
export const announceMission = (trx: Trx, m: MissionRow, now: number) =>
  publish(trx, { profileId: m.profile_id, kind: MISSION_PUSH, data: { mission: missionView(m, now) } });

/**
 * Redraws a board whose time is up, for a base the caller has locked: offers not taken go, and each
 * type with nothing on the board (no offer, none under way, none finished since the last draw) gets
 * a new offer at the command center's level.
 */
async function drawBoard(trx: Trx, b: SettledBase, now: number): Promise<MissionRow[]> {
  const at = new Date(now);
  await dropStaleOffers(trx, b.row.profile_id, at);
  const board = await boardOf(trx, b.row.profile_id, at);
  const level = missionLevel(b.state.buildings['command-center'] ?? 1);
  const refreshAt = new Date(now + Math.round(MISSION_REFRESH_MS / b.row.speed));
  const missing = MISSION_TYPES.filter((type) => !board.some((m) => m.type === type));
  const added = await insertOffers(
    trx,
    missing.map((type) => ({
      profile_id: b.row.profile_id,
      type,
      level,
      symbols: randomAddress((n) => randomInt(n)),
      status: 'available',
      offered_at: at,
      refresh_at: refreshAt,
      updated_at: at,
    })),
  );
  const order = (m: MissionRow) => MISSION_TYPES.indexOf(m.type as MissionType);
  return [...board, ...added].sort((a, c) => order(a) - order(c));
}

/** Mission Control's board now (drawn anew where its time is up). */
export async function readMissions(trx: Trx, profileId: string, now: number): Promise<MissionView[]> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  return (await drawBoard(trx, b, now)).map((m) => missionView(m, now));
}

/**
 * Sends units through the portal on a mission: one opening's portal energy, the units leave the
 * garrison (a march of kind `portal`: 'portal travel', then 'portal returning'), and the outcome is
 * an event on the base's own timeline when they get there.
 */
export async function deployMission(
  trx: Trx,
  profileId: string,
  missionId: string,
  wanted: UnitCounts,
  now: number,
): Promise<MissionView> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  await drawBoard(trx, b, now);
  const m = await missionForUpdate(trx, profileId, missionId);
  if (!m) throw missionsErrors.notFound();
  const slots = statsAt(b.state, b.row.speed, now).marchSlots;
  const check = checkMissionDeploy(
    m.status as MissionStatus,
    b.state,
    wanted,
    await marchSlotsInUse(trx, profileId),
    slots,
  );
  if (!check.ok) throw refusal(check);
  await spendPortalEnergy(trx, b, now);
  const type = m.type as MissionType;
  const { outMs, backMs } = missionTimes(type, b.row.speed);
  const stats = baseStats(
    b.state.buildings,
    b.state.research,
    {},
    b.row.speed,
    activeBoosts(b.state.boosts, now),
  ).units;
  await saveState(trx, b.row.id, { ...b.state, units: withoutUnits(b.state.units, check.units) });
  // its outcome's secret is fixed as the units go through (decision 039); its march shows the same commitment
  const seed = newSeed();
  const march = await launchMarch(trx, {
    seed,
    profile_id: profileId,
    base_id: b.row.id,
    world_id: b.row.world_id,
    kind: 'portal',
    status: 'marching',
    target_x: b.row.x,
    target_y: b.row.y,
    target_kind: 'portal-mission',
    target_level: m.level,
    units: check.units as Record<string, number>,
    departs_at: new Date(now),
    arrives_at: new Date(now + outMs),
    updated_at: new Date(now),
  });
  const active = await updateMission(trx, m.id, {
    status: 'active',
    march_id: march.id,
    started_at: new Date(now),
    ends_at: new Date(now + outMs + backMs),
    units: check.units as Record<string, number>,
    stats,
    seed,
    updated_at: new Date(now),
  });
  const leg: MissionLeg = { missionId: m.id, leg: 'arrive' };
  await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: MISSION_EVENT,
    payload: leg,
    startsAt: now,
    dueAt: now + outMs,
  });
  await announceChange(trx, b.row);
  await announceMission(trx, active, now);
  return missionView(active, now);
}
