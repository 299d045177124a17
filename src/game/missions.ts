/**
 * Portal missions (docs/decisions/025-portal-missions.md): Mission Control offers each commander one
 * mission of each type at a time, of a level set by the command center. Units deployed to one go out
 * through the portal (`portal travel`: the transit and the mission's own time), meet the outcome
 * there, and come back (`portal returning`) with what they won. Hostile missions and artifact
 * retrievals are battles (the engine of src/game/combat.ts against a crew of the mission's level);
 * an exploration pays by how much influence went; a rescue succeeds by a seeded roll on the same
 * ratio. Numbers are balance: the golden test shows a change as a diff.
 */
import { type BattleInput, type BattleResult, plainStats, simulateBattle } from './combat.ts';
import { checkMarch, type MarchCheck, pirateFleet } from './marches.ts';
import { plunderOf } from './plunder.ts';
import { HOUR_MS } from './production.ts';
import { createRng } from './random.ts';
import { type Resources, resources, scaleResources } from './resources.ts';
import { influenceOf, type UnitCounts } from './units.ts';

export const MISSION_TYPES = ['exploration', 'hostile', 'rescue', 'artifact-retrieval'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];
export type MissionStatus = 'available' | 'active' | 'completed';

/** The board is redrawn this often (game time): offers not taken are replaced, finished ones leave. */
export const MISSION_REFRESH_MS = 8 * HOUR_MS;
/** Through the portal, each way (game time). */
export const PORTAL_TRANSIT_MS = 10 * 60_000;
/** What each type takes there, beside the transit (game time). */
export const MISSION_WORK_MS: Record<MissionType, number> = {
  exploration: 30 * 60_000,
  hostile: 15 * 60_000,
  rescue: 45 * 60_000,
  'artifact-retrieval': 60 * 60_000,
};
export const MAX_MISSION_LEVEL = 10;

/** A mission's level: the command center's, from 1 to MAX_MISSION_LEVEL. */
export const missionLevel = (commandCenterLevel: number) =>
  Math.max(1, Math.min(MAX_MISSION_LEVEL, Math.floor(commandCenterLevel)));

/** Who waits on the other side of a hostile mission or an artifact's vault. */
export function missionFoes(type: MissionType, level: number): UnitCounts {
  if (type === 'hostile') return pirateFleet(level + 1);
  if (type === 'artifact-retrieval') return pirateFleet(level);
  return {};
}

/** The influence a mission asks for: its foes' with a margin, or a fixed measure for the peaceful types. */
export function recommendedInfluence(type: MissionType, level: number): number {
  const foes = influenceOf(missionFoes(type, level));
  if (foes > 0) return Math.ceil(foes * 1.5);
  return (type === 'exploration' ? 40 : 60) * level;
}

export interface MissionReward {
  resources: Resources;
  items: Record<string, number>;
  /** a rescue: who comes back with the fleet */
  units: UnitCounts;
}

/** What a mission pays in full (an exploration pays part of it when less influence went). */
export function missionReward(type: MissionType, level: number): MissionReward {
  const l = Math.max(1, Math.floor(level));
  switch (type) {
    case 'exploration':
      return {
        resources: resources({ food: 800 * l, steel: 800 * l, energy: 600 * l }),
        items: { 'unknown-fragment': 1 + Math.floor(l / 3) },
        units: {},
      };
    case 'hostile':
      return {
        resources: resources({ steel: 1500 * l, energy: 1000 * l, astromite: 100 * l }),
        items: { 'unknown-fragment': 1 },
        units: {},
      };
    case 'rescue':
      return { resources: resources({ food: 1000 * l }), items: {}, units: { ranger: 4 * l } };
    case 'artifact-retrieval':
      return {
        resources: resources({ quantarite: 20 * l }),
        items: { 'unknown-fragment': 2, 'symbols-fragment': 1, ...(l >= 3 ? { 'core-shard': 1 } : {}) },
        units: {},
      };
  }
}

/** How long deployed units are out before the outcome, and back after it (world speed applied). */
export function missionTimes(type: MissionType, worldSpeed: number): { outMs: number; backMs: number } {
  const s = Math.max(worldSpeed, 1e-9);
  return {
    outMs: Math.round((PORTAL_TRANSIT_MS + MISSION_WORK_MS[type]) / s),
    backMs: Math.round(PORTAL_TRANSIT_MS / s),
  };
}

/** How far along an active mission is, 0 to 1, from its start to its units' return. */
export function missionProgress(
  m: { status: MissionStatus; startedAt: number | null; endsAt: number | null },
  now: number,
): number {
  if (m.status === 'completed') return 1;
  if (m.status !== 'active' || m.startedAt === null || m.endsAt === null || m.endsAt <= m.startedAt) return 0;
  return Math.max(0, Math.min(1, (now - m.startedAt) / (m.endsAt - m.startedAt)));
}

export type MissionCheck =
  | { ok: true; units: UnitCounts }
  | { ok: false; reason: 'IN_PROGRESS' | 'FINISHED' }
  | Exclude<MarchCheck, { ok: true }>;

/**
 * May these units go on a mission now? Not to one under way or finished; otherwise the rules of any
 * fleet (at least one unit, held at home, troops fit in the ships, a free march slot). The portal is
 * the way: distance does not matter.
 */
export function checkMissionDeploy(
  status: MissionStatus,
  state: Parameters<typeof checkMarch>[0],
  wanted: UnitCounts,
  marchesOut: number,
  marchSlots: number,
): MissionCheck {
  if (status === 'active') return { ok: false, reason: 'IN_PROGRESS' };
  if (status === 'completed') return { ok: false, reason: 'FINISHED' };
  const c = checkMarch(state, { x: 0, y: 0 }, { x: 1, y: 0 }, wanted, marchesOut, marchSlots);
  return c.ok ? { ok: true, units: c.units } : c;
}

export interface MissionOutcome {
  success: boolean;
  /** 0 to 1: the part of the reward won (explorations pay in proportion) */
  share: number;
  survivors: UnitCounts;
  reward: MissionReward;
  /** the battle of a hostile mission or an artifact retrieval, replayable from its input and seed */
  battle?: { input: BattleInput; result: BattleResult; version: number };
}

/**
 * What happens on the other side, from the units that went (with the stats they left with) and a
 * seed (a draw of the secret fixed when its units went through, decision 039): the same arguments
 * always give the same outcome.
 */
export function resolveMission(
  type: MissionType,
  level: number,
  units: UnitCounts,
  stats: BattleInput['attacker']['stats'],
  seed: number,
): MissionOutcome {
  const full = missionReward(type, level);
  const none: MissionReward = { resources: resources({}), items: {}, units: {} };
  const ratio = influenceOf(units) / Math.max(1, recommendedInfluence(type, level));
  if (type === 'hostile' || type === 'artifact-retrieval') {
    const input: BattleInput = {
      attacker: { units, stats },
      defender: { units: missionFoes(type, level), stats: plainStats() },
    };
    const result = simulateBattle(input, createRng(seed));
    const won = result.winner === 'attacker';
    // a hostile crew's hold goes home as far as the survivors can carry it
    const reward = won
      ? {
          ...full,
          resources: type === 'hostile' ? plunderOf(result.attacker.survivors, full.resources) : full.resources,
        }
      : none;
    return {
      success: won,
      share: won ? 1 : 0,
      survivors: result.attacker.survivors,
      reward,
      battle: { input, result, version: result.version },
    };
  }
  if (type === 'exploration') {
    const share = Math.min(1, ratio);
    const items = Object.fromEntries(
      Object.entries(full.items)
        .map(([k, n]) => [k, Math.floor(n * share)])
        .filter(([, n]) => (n as number) > 0),
    );
    return {
      success: share >= 1,
      share,
      survivors: units,
      reward: { resources: scaleResources(full.resources, share), items, units: {} },
    };
  }
  // a rescue: the more influence went, the likelier; at the recommended influence or more, certain
  const success = createRng(seed).next() < Math.min(1, ratio);
  return { success, share: success ? 1 : 0, survivors: units, reward: success ? full : none };
}
