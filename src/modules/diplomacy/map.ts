/** The relations in force now, as the map and the profiles show them (decision 070). */
import type { RelationKind } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { alliancesOfCommanders, membershipOf } from '../alliances/index.ts';
import { openOfAlliance } from './repo.ts';

export async function relationsOfAlliance(ex: Executor, allianceId: string): Promise<Map<string, RelationKind>> {
  const rows = await openOfAlliance(ex, allianceId);
  return new Map(
    rows.filter((r) => r.accepted_at !== null).map((r) => [r.low_id === allianceId ? r.high_id : r.low_id, r.kind]),
  );
}

/** For the reader: the relation of their alliance with each of these commanders' alliances (absent: none). */
export async function relationsWithCommanders(
  ex: Executor,
  readerId: string,
  profileIds: string[],
): Promise<Map<string, RelationKind>> {
  const me = await membershipOf(ex, readerId);
  if (!me || profileIds.length === 0) return new Map();
  const [relations, theirs] = await Promise.all([
    relationsOfAlliance(ex, me.alliance_id),
    alliancesOfCommanders(ex, profileIds),
  ]);
  const out = new Map<string, RelationKind>();
  for (const [profileId, allianceId] of theirs) {
    const kind = relations.get(allianceId);
    if (kind) out.set(profileId, kind);
  }
  return out;
}
