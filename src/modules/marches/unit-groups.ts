/**
 * Every group of units a commander owns (spec list getUnitGroups, keyed by id): the garrison at
 * home, the injured in the recovery bay, and each fleet away (a raid, a gathering, reinforcements in
 * an ally's base, a share of a rally), each with what it is doing as the spec's march kind and when
 * that ends. Read settled, so a fleet that arrived by the clock shows what it does now.
 */
import { type BaseState, UNIT_IDS, type UnitCounts } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { lockAndSettleProfile } from '../../kernel/index.ts';
import { activeMarches, type MarchRow } from './repo.ts';
import { marchView } from './view.ts';

export interface UnitGroup {
  id: string;
  /** home, injured, or the spec's march kind of a fleet away (marching, reinforcing, waiting rally…) */
  type: string;
  /** home, injured, or the march's status */
  status: string;
  /** the spec's merge rule: a group whose unit list is null is gone */
  units: { type: string; count: number }[] | null;
  /** where the group is bound (a fleet's target) or stands (home) */
  location: { x: number; y: number };
  /** epoch ms: when the fleet's current leg ends; null for groups at home */
  finishTimestamp: number | null;
}

const unitList = (u: UnitCounts) =>
  UNIT_IDS.filter((id) => (u[id] ?? 0) > 0).map((type) => ({ type, count: u[type] ?? 0 }));

/** When the march's current leg ends: home, the end of mining, or arrival (null for a group that stays). */
function legEnd(m: MarchRow): number | null {
  if (m.status === 'returning') return m.returns_at?.getTime() ?? null;
  if (m.status === 'gathering') return m.gather_ends_at?.getTime() ?? null;
  if (m.status === 'marching' || m.status === 'joining' || m.status === 'rallying') return m.arrives_at.getTime();
  return null;
}

/** A fleet away as a unit group. */
export function marchGroup(m: MarchRow): UnitGroup {
  const v = marchView(m);
  return {
    id: m.id,
    type: v.phase,
    status: m.status,
    units: m.status === 'done' ? null : v.units,
    location: { x: m.target_x, y: m.target_y },
    finishTimestamp: legEnd(m),
  };
}

/** The groups at home: the garrison (keyed by the base) and the injured (keyed by the base and ':injured'). */
export function homeGroups(base: { id: string; x: number; y: number }, state: BaseState): UnitGroup[] {
  const at = { x: base.x, y: base.y };
  return [
    { id: base.id, type: 'home', status: 'home', units: unitList(state.units), location: at, finishTimestamp: null },
    {
      id: `${base.id}:injured`,
      type: 'injured',
      status: 'injured',
      units: unitList(state.injured ?? {}),
      location: at,
      finishTimestamp: null,
    },
  ];
}

export async function listUnitGroups(trx: Trx, profileId: string, now: number): Promise<UnitGroup[]> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const away = await activeMarches(trx, profileId);
  // a scout ship carries no units: it is no group
  return [...homeGroups(b.row, b.state), ...away.filter((m) => m.kind !== 'scout').map(marchGroup)];
}
