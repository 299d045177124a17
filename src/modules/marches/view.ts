import { marchPhase, UNIT_IDS, type UnitCounts } from '../../game/index.ts';
import type { MarchRow } from './repo.ts';

/** A march as the player sees it (spec list getMapMarches, keyed by id and status). */
export function marchView(m: MarchRow) {
  const units = m.units as UnitCounts;
  return {
    id: m.id,
    kind: m.kind,
    status: m.status,
    phase: marchPhase(m.kind, m.status),
    target: { x: m.target_x, y: m.target_y, kind: m.target_kind, level: m.target_level },
    units: UNIT_IDS.filter((id) => (units[id] ?? 0) > 0).map((type) => ({ type, count: units[type] ?? 0 })),
    loot: m.loot,
    departsAt: m.departs_at.getTime(),
    arrivesAt: m.arrives_at.getTime(),
    returnsAt: m.returns_at?.getTime() ?? null,
    gatherEndsAt: m.gather_ends_at?.getTime() ?? null,
    // sha256 of the secret its outcome will use; the secret itself comes only with the report
    commitment: m.commitment,
  };
}
export type MarchView = ReturnType<typeof marchView>;
