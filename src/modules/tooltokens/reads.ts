/**
 * What a tool token reads, one scope each: the owner's reports, their base, their alliance's war
 * room. The war room (a page of its own is still to come) is, for now, the fleets on their way to
 * attack any member's base: when each lands and whose base, nothing of the attacker's own plans.
 */
import { membersOf, membershipOf } from '../alliances/index.ts';
import { baseIdOfProfile, basePositionOfProfile, settledBaseOfProfile } from '../bases/index.ts';
import { incomingMarchesTo } from '../marches/index.ts';
import { readReports } from '../reports/index.ts';
import { profileNames } from '../worlds/index.ts';
import type { Db } from '../../platform/db.ts';

export async function toolReports(db: Db, profileId: string) {
  return (await readReports(db, profileId, 0, 50)).map((r) => ({ ...r }));
}

export async function toolBase(db: Db, profileId: string, now: number) {
  const [state, at] = await Promise.all([
    settledBaseOfProfile(db, profileId, now),
    basePositionOfProfile(db, profileId),
  ]);
  return {
    x: at?.x ?? null,
    y: at?.y ?? null,
    buildings: state.buildings,
    research: state.research,
    resources: state.resources,
    units: state.units,
    injured: state.injured,
    settledAt: new Date(now).toISOString(),
  };
}

export async function toolWarRoom(db: Db, profileId: string, now: number) {
  const m = await membershipOf(db, profileId);
  if (!m) return { alliance: null, incoming: [] };
  const members = await membersOf(db, m.alliance_id);
  const names = await profileNames(
    db,
    members.map((x) => x.profile_id),
  );
  const incoming = [];
  for (const member of members) {
    const baseId = await baseIdOfProfile(db, member.profile_id);
    if (!baseId) continue;
    for (const f of await incomingMarchesTo(db, baseId)) {
      if (f.kind === 'reinforce' || f.kind === 'convoy' || f.arrives_at.getTime() <= now) continue;
      incoming.push({
        target: names.get(member.profile_id) ?? '',
        x: f.target_x,
        y: f.target_y,
        arrivesAt: f.arrives_at.toISOString(),
      });
    }
  }
  incoming.sort((a, b) => (a.arrivesAt < b.arrivesAt ? -1 : 1));
  return { alliance: m.alliance_id, incoming };
}
