/**
 * The base as the game's API answers it (the fields the browser's base page reads), the map's
 * objects, and the base as the rules of src/game see it: what the bot's previews are asked about.
 */
import { type BaseState, type Resources, resources, resourcesAt, type TimedBoost } from '../game/index.ts';

const RES = '{ food steel energy astromite quantarite credits }';
export const BASE_FIELDS = `id x y speed buildings { id level } research { id level } extraBuildingQueues extraResearchQueues units { type count } injured { type count } shieldUntil shieldDownAt boosts { effect amount endsAt }
  snapshot { amounts ${RES} remainder ${RES} ratePerHour ${RES} capacity ${RES} settledAt } queue { id kind target level startsAt dueAt } serverNow`;

export interface WireBase {
  id: string;
  x: number;
  y: number;
  speed: number;
  buildings: { id: string; level: number }[];
  research: { id: string; level: number }[];
  extraBuildingQueues: number;
  extraResearchQueues: number;
  units: { type: string; count: number }[];
  injured: { type: string; count: number }[];
  shieldUntil: number | null;
  shieldDownAt: number | null;
  boosts: TimedBoost[];
  snapshot: {
    amounts: Resources;
    remainder: Resources;
    ratePerHour: Resources;
    capacity: Resources;
    settledAt: number;
  };
  queue: {
    id: string;
    kind: 'building' | 'research' | 'training' | 'healing';
    target: string;
    level: number;
    startsAt: number;
    dueAt: number;
  }[];
  serverNow: number;
}

export interface MapItem {
  x: number;
  y: number;
  type: string;
  level: number;
  own: boolean;
  ally: boolean;
  owner: string | null;
  /** the commander's marker (decision 068): v on vacation, i / I inactive, ghost; none: active */
  marker?: string | null;
}

/** The base as the rules see it now (what the browser's start checks are asked about). */
export function stateOf(b: WireBase): BaseState {
  const snap = {
    amounts: resources(b.snapshot.amounts),
    remainder: resources(b.snapshot.remainder),
    ratePerHour: resources(b.snapshot.ratePerHour),
    capacity: resources(b.snapshot.capacity),
    settledAt: b.snapshot.settledAt,
  };
  return {
    buildings: Object.fromEntries(b.buildings.map((x) => [x.id, x.level])),
    research: Object.fromEntries(b.research.map((x) => [x.id, x.level])),
    resources: resourcesAt(snap, b.serverNow),
    remainder: resources(),
    units: Object.fromEntries(b.units.map((u) => [u.type, u.count])),
    injured: Object.fromEntries(b.injured.map((u) => [u.type, u.count])),
    shieldUntil: b.shieldUntil ?? undefined,
    shieldDownAt: b.shieldDownAt ?? undefined,
    boosts: b.boosts,
    extraQueues: { building: b.extraBuildingQueues, research: b.extraResearchQueues },
    settledAt: b.serverNow,
  };
}
