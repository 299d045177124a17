/** What /rallies shows: open rallies of the reader's alliance, and one rally with its members. */
import { rallyRoom, type UnitCounts, unitTotal } from '../../game/index.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { membershipOf } from '../alliances/index.ts';
import { basePositionOfProfile, findBaseAt } from '../bases/index.ts';
import { profileNames } from '../worlds/index.ts';
import { ralliesErrors } from './errors.ts';
import { marchesOfRallies } from '../marches/index.ts';
import { findRally, leaderFirst, openRalliesOf, type RallyRow } from './repo.ts';

export interface RallyView {
  id: string;
  state: string;
  target: { x: number; y: number; kind: string; level: number; owner: string | null };
  leader: string;
  /** where the leader's base stands: members fly there first */
  leaderAt: { x: number; y: number };
  mine: boolean;
  joined: boolean;
  capacity: number;
  units: number;
  room: number;
  createdAt: number;
  departsAt: number;
  arrivesAt: number | null;
  /** sha256 of the secret its battle uses, fixed when it opened (decision 039) */
  commitment: string;
  members: { name: string; status: string; units: { type: string; count: number }[]; arrivesAt: number }[];
}

async function viewsOf(ex: Executor, profileId: string, rallies: RallyRow[]): Promise<RallyView[]> {
  const marches = await marchesOfRallies(
    ex,
    rallies.map((r) => r.id),
  );
  const names = await profileNames(ex, [
    ...new Set([...rallies.map((r) => r.leader_profile_id), ...marches.map((m) => m.profile_id)]),
  ]);
  const owners = await targetOwners(ex, rallies);
  const leaders = new Map<string, { x: number; y: number }>();
  for (const r of rallies) {
    const at = await basePositionOfProfile(ex, r.leader_profile_id);
    if (at) leaders.set(r.id, { x: at.x, y: at.y });
  }
  return rallies.map((r) => {
    const ms = leaderFirst(
      r.leader_profile_id,
      marches.filter((m) => m.rally_id === r.id),
    );
    const units = ms.map((m) => m.units as UnitCounts);
    return {
      id: r.id,
      state: r.status,
      target: {
        x: r.target_x,
        y: r.target_y,
        kind: r.target_kind,
        level: r.target_level,
        owner: owners.get(r.id) ?? null,
      },
      leader: names.get(r.leader_profile_id) ?? '',
      leaderAt: leaders.get(r.id) ?? { x: r.target_x, y: r.target_y },
      mine: r.leader_profile_id === profileId,
      joined: ms.some((m) => m.profile_id === profileId),
      capacity: r.capacity,
      units: units.reduce((s, u) => s + unitTotal(u), 0),
      room: rallyRoom(r.capacity, units),
      createdAt: r.created_at.getTime(),
      departsAt: r.departs_at.getTime(),
      arrivesAt: r.arrives_at?.getTime() ?? null,
      commitment: r.commitment,
      members: ms.map((m) => ({
        name: names.get(m.profile_id) ?? '',
        status: m.status,
        units: Object.entries(m.units)
          .filter(([, n]) => n > 0)
          .map(([type, count]) => ({ type, count })),
        arrivesAt: m.arrives_at.getTime(),
      })),
    };
  });
}

async function targetOwners(ex: Executor, rallies: RallyRow[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const r of rallies) {
    if (!r.target_base_id) continue;
    const found = await findBaseAt(ex, r.world_id, r.target_x, r.target_y);
    if (found) out.set(r.id, (await profileNames(ex, [found.profile_id])).get(found.profile_id) ?? '');
  }
  return out;
}

/** Open rallies of the reader's alliance (none without an alliance). */
export async function listRallies(db: Db, profileId: string) {
  const me = await membershipOf(db, profileId);
  if (!me) return [];
  return viewsOf(db, profileId, await openRalliesOf(db, me.alliance_id));
}

/** One rally of the reader's alliance, with its members ('Rally not available' otherwise). */
export async function rallyDetails(db: Db, profileId: string, rallyId: string) {
  const me = await membershipOf(db, profileId);
  const r = await findRally(db, rallyId);
  if (!me || !r || r.alliance_id !== me.alliance_id) throw ralliesErrors.notAvailable();
  const [view] = await viewsOf(db, profileId, [r]);
  if (!view) throw ralliesErrors.notAvailable();
  return view;
}
