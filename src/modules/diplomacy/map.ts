/** The relations an alliance has in force, by the other alliance (the map's and the profiles' markers). */
import type { RelationKind } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { openOfAlliance } from './repo.ts';

export async function relationsOfAlliance(ex: Executor, allianceId: string): Promise<Map<string, RelationKind>> {
  const rows = await openOfAlliance(ex, allianceId);
  return new Map(
    rows.filter((r) => r.accepted_at !== null).map((r) => [r.low_id === allianceId ? r.high_id : r.low_id, r.kind]),
  );
}
