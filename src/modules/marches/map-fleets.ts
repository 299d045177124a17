/**
 * Other commanders' fleets in flight that the reader's galaxy map draws (the reader's own come from
 * getMapMarches, but for a rally's shares: only the server knows where its leader's base stands):
 * who may see which is src/game `fleetRelation` — an ally's fleets always, a stranger's while it
 * flies at the reader's base or an ally's — and, with a galactic observatory, any stranger's fleet
 * in flight that stands within its passive vision now (src/game vision.ts, decision 080), nothing
 * beyond. Four indexed reads: the allies' and the reader's marches (marches_active), the marches at
 * the watched bases (marches_incoming_any) and the world's fleets in flight whose course crosses the
 * vision's box (marches_flying). A rally's share flies to where its kind musters (legs.ts
 * `musterAt`: the leader's base), then on from there.
 */
import { sql } from 'kysely';
import { fleetPosition, fleetRelation, inVision, marchPhase, visionBox, visionRadius } from '../../game/index.ts';
import { type Executor, tables } from '../../platform/db.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { basePositions, watchPosts } from '../bases/index.ts';
import { profileNames } from '../worlds/index.ts';
import { legKindOf } from './legs.ts';
import type { MarchesTables, MarchRow } from './repo.ts';

const q = (ex: Executor) => tables<MarchesTables>(ex);

/** At most this many strangers' fleets seen by vision in one answer (the nearest are not chosen: any). */
export const VISION_LIMIT = 300;

export interface MapFleet {
  id: string;
  /** neutral: a stranger's fleet the reader's observatory sees (decision 080) */
  relation: 'own' | 'ally' | 'hostile' | 'neutral';
  commander: string;
  kind: string;
  phase: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** when the current leg began and ends (epoch ms): the map places the ship between them */
  legStart: number;
  legEnd: number;
}

export async function fleetsOnMap(ex: Executor, profileId: string, now: number): Promise<MapFleet[]> {
  const [mine, posts] = await Promise.all([membershipOf(ex, profileId), watchPosts(ex, profileId)]);
  const members = mine ? await membersOf(ex, mine.alliance_id) : [];
  const allies = new Set(members.map((m) => m.profile_id).filter((id) => id !== profileId));
  const watched = await basePositions(ex, { profileIds: [profileId, ...allies] });
  const watches = posts.map((p) => ({ x: p.x, y: p.y, radius: visionRadius(p.observatory) }));
  const [allied, incoming, rallying, flying] = await Promise.all([
    allies.size > 0
      ? q(ex)
          .selectFrom('marches')
          .selectAll()
          .where('profile_id', 'in', [...allies])
          .where('status', 'in', ['marching', 'returning', 'joining', 'rallying'])
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
          .where('status', 'in', ['marching', 'rallying'])
          .execute()
      : ([] as MarchRow[]),
    // the reader's own rally shares in flight (the rest of the reader's fleets come with getMapMarches)
    q(ex)
      .selectFrom('marches')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('status', 'in', ['joining', 'rallying'])
      .execute(),
    posts[0] ? strangersInVision(ex, posts[0].world_id, watches, [profileId, ...allies]) : ([] as MarchRow[]),
  ]);
  const reader = { profileId, allies, watchedBases: new Set(watched.map((b) => b.id)) };
  const seen = new Map<string, { m: MarchRow; relation: MapFleet['relation'] }>();
  for (const m of [...allied, ...incoming, ...rallying]) {
    const relation = fleetRelation(
      { profileId: m.profile_id, kind: m.kind, status: m.status, targetBaseId: m.target_base_id },
      reader,
    );
    if (relation === 'ally' || relation === 'hostile' || (relation === 'own' && musters(m)))
      seen.set(m.id, { m, relation });
  }
  // what the observatory sees: a stranger's fleet standing within the vision now
  for (const m of flying)
    if (!seen.has(m.id) && inVision(standsAt(m, now), watches)) seen.set(m.id, { m, relation: 'neutral' });
  const rows = [...seen.values()];
  const [origins, names, mustering] = await Promise.all([
    basePositions(ex, { baseIds: [...new Set(rows.map((r) => r.m.base_id))] }),
    profileNames(
      ex,
      rows.map((r) => r.m.profile_id),
    ),
    musterPoints(
      ex,
      rows.map((r) => r.m),
    ),
  ]);
  const at = new Map(origins.map((b) => [b.id, { x: b.x, y: b.y }]));
  const out: MapFleet[] = [];
  for (const { m, relation } of rows) {
    const home = at.get(m.base_id);
    if (!home) continue;
    const muster = mustering.get(m.id);
    if (musters(m) && !muster) continue;
    // a rally's share flies home → its leader's base (joining), then the leader's base → the target
    const from = m.status === 'rallying' && muster ? muster : home;
    const target = m.status === 'joining' && muster ? muster : { x: m.target_x, y: m.target_y };
    const returning = m.status === 'returning';
    const out1 = m.arrives_at.getTime() - m.departs_at.getTime();
    const end = returning && m.returns_at ? m.returns_at.getTime() : m.arrives_at.getTime();
    out.push({
      id: m.id,
      relation,
      commander: names.get(m.profile_id) ?? '',
      kind: m.kind,
      phase: marchPhase(m.kind, m.status),
      from: returning ? target : from,
      to: returning ? home : target,
      legStart: returning ? end - out1 : m.departs_at.getTime(),
      legEnd: end,
    });
  }
  return out.sort((a, b) => a.legEnd - b.legEnd);
}

/**
 * Strangers' fleets flying out or home in the reader's world whose course (its base when it left →
 * its target) crosses the box of the reader's vision; the caller keeps those standing inside it.
 */
function strangersInVision(
  ex: Executor,
  worldId: string,
  watches: { x: number; y: number; radius: number }[],
  known: string[],
): Promise<MarchRow[]> {
  const box = visionBox(watches);
  if (!box) return Promise.resolve([]);
  const ox = sql<number>`coalesce(origin_x, target_x)`;
  const oy = sql<number>`coalesce(origin_y, target_y)`;
  return q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('status', 'in', ['marching', 'returning'])
    .where('kind', 'not in', ['portal', 'rally'])
    .where('profile_id', 'not in', known)
    .where(sql<boolean>`least(${ox}, target_x) <= ${box.to.x} and greatest(${ox}, target_x) >= ${box.from.x}`)
    .where(sql<boolean>`least(${oy}, target_y) <= ${box.to.y} and greatest(${oy}, target_y) >= ${box.from.y}`)
    .limit(VISION_LIMIT)
    .execute();
}

/** Where a fleet out or home stands at `now`, along its course. */
function standsAt(m: MarchRow, now: number) {
  const base = { x: m.origin_x ?? m.target_x, y: m.origin_y ?? m.target_y };
  const target = { x: m.target_x, y: m.target_y };
  const out = m.arrives_at.getTime() - m.departs_at.getTime();
  if (m.status === 'returning' && m.returns_at) {
    const end = m.returns_at.getTime();
    return fleetPosition({ from: target, to: base, start: end - out, end }, now);
  }
  return fleetPosition({ from: base, to: target, start: m.departs_at.getTime(), end: m.arrives_at.getTime() }, now);
}

/** A fleet on its way to where its kind musters, or flying on from there. */
const musters = (m: MarchRow) => m.status === 'joining' || m.status === 'rallying';

/** Where each mustering fleet gathers, asked of its kind (legs.ts). */
async function musterPoints(ex: Executor, marches: MarchRow[]) {
  const out = new Map<string, { x: number; y: number }>();
  const byKind = new Map<string, MarchRow[]>();
  for (const m of marches.filter(musters)) byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m]);
  for (const [kind, list] of byKind) {
    const at = await legKindOf(kind)?.musterAt?.(ex, list);
    for (const [id, spot] of at ?? []) out.set(id, spot);
  }
  return out;
}
