/**
 * Other commanders' fleets in flight that the reader's galaxy map draws (the reader's own come from
 * getMapMarches): who may see which is src/game `fleetRelation` — an ally's fleets always, a
 * stranger's only while it flies at the reader's base or an ally's. Two indexed reads: the allies'
 * marches (marches_active) and the marches at the watched bases (marches_incoming_any).
 */
import { fleetRelation, marchPhase } from '../../game/index.ts';
import { type Executor, tables } from '../../platform/db.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { basePositions } from '../bases/index.ts';
import { profileNames } from '../worlds/index.ts';
import type { MarchesTables, MarchRow } from './repo.ts';

const q = (ex: Executor) => tables<MarchesTables>(ex);

export interface MapFleet {
  id: string;
  relation: 'ally' | 'hostile';
  commander: string;
  kind: string;
  phase: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** when the current leg began and ends (epoch ms): the map places the ship between them */
  legStart: number;
  legEnd: number;
}

export async function fleetsOnMap(ex: Executor, profileId: string): Promise<MapFleet[]> {
  const mine = await membershipOf(ex, profileId);
  const members = mine ? await membersOf(ex, mine.alliance_id) : [];
  const allies = new Set(members.map((m) => m.profile_id).filter((id) => id !== profileId));
  const watched = await basePositions(ex, { profileIds: [profileId, ...allies] });
  const [allied, incoming] = await Promise.all([
    allies.size > 0
      ? q(ex)
          .selectFrom('marches')
          .selectAll()
          .where('profile_id', 'in', [...allies])
          .where('status', 'in', ['marching', 'returning'])
          .execute()
      : ([] as MarchRow[]),
    watched.length > 0
      ? q(ex)
          .selectFrom('marches')
          .selectAll()
          .where(
            'target_base_id',
            'in',
            watched.map((b) => b.id),
          )
          .where('status', '=', 'marching')
          .execute()
      : ([] as MarchRow[]),
  ]);
  const reader = { profileId, allies, watchedBases: new Set(watched.map((b) => b.id)) };
  const seen = new Map<string, { m: MarchRow; relation: 'ally' | 'hostile' }>();
  for (const m of [...allied, ...incoming]) {
    const relation = fleetRelation(
      { profileId: m.profile_id, kind: m.kind, status: m.status, targetBaseId: m.target_base_id },
      reader,
    );
    if (relation === 'ally' || relation === 'hostile') seen.set(m.id, { m, relation });
  }
  const rows = [...seen.values()];
  const [origins, names] = await Promise.all([
    basePositions(ex, { baseIds: [...new Set(rows.map((r) => r.m.base_id))] }),
    profileNames(
      ex,
      rows.map((r) => r.m.profile_id),
    ),
  ]);
  const at = new Map(origins.map((b) => [b.id, { x: b.x, y: b.y }]));
  const out: MapFleet[] = [];
  for (const { m, relation } of rows) {
    const home = at.get(m.base_id);
    if (!home) continue;
    const target = { x: m.target_x, y: m.target_y };
    const returning = m.status === 'returning';
    const out1 = m.arrives_at.getTime() - m.departs_at.getTime();
    const end = returning && m.returns_at ? m.returns_at.getTime() : m.arrives_at.getTime();
    out.push({
      id: m.id,
      relation,
      commander: names.get(m.profile_id) ?? '',
      kind: m.kind,
      phase: marchPhase(m.kind, m.status),
      from: returning ? target : home,
      to: returning ? home : target,
      legStart: returning ? end - out1 : m.departs_at.getTime(),
      legEnd: end,
    });
  }
  return out.sort((a, b) => a.legEnd - b.legEnd);
}
