import { type Generated, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx, uuidArray } from '../../platform/db.ts';
import { SENT_WITH_NEXT_END } from '../../platform/pipelined-dialect.ts';
import { pendingEventsColumns } from '../../platform/timeline.ts';

/** A timed boost as stored: an item's, a core's, or a late joiner's catch-up slice (source). */
type BasesBoost = { effect: string; amount: number; endsAt: number; source?: string };

export interface BasesTables {
  bases: {
    id: Generated<string>;
    profile_id: string;
    world_id: string;
    x: number;
    y: number;
    created_at: Generated<Date>;
    buildings: Generated<Record<string, number>>;
    research: Generated<Record<string, number>>;
    resources: Generated<Record<string, number>>;
    remainder: Generated<Record<string, number>>;
    extra_queues: Generated<Record<string, number>>;
    units: Generated<Record<string, number>>;
    boosts: Generated<BasesBoost[]>;
    tally: Generated<Record<string, unknown>>;
    injured: Generated<Record<string, number>>;
    /** reinforcements stationed here, all owners together (they eat this base's food) */
    guests: Generated<Record<string, number>>;
    shield_until: Date | null;
    shield_down_at: Date | null;
    /** vacation froze the base then (decision 055) */
    frozen_since: Date | null;
    /** a ghost since then: its commander away 35 days (decision 068) */
    ghost_since: Date | null;
    /** removed from the map then: its commander away 49 days (decision 068) */
    removed_at: Date | null;
    influence: Generated<number>;
    settled_at: Generated<Date>;
    version: Generated<number>;
    speed: Generated<number>;
    /** the world's economy speed when the base was made (decision 042) */
    economy_speed: Generated<number>;
  };
  /** the live ranking's narrow copy of each base on the map, kept by triggers (decision 083) */
  base_standings: {
    base_id: string;
    world_id: string;
    profile_id: string;
    influence: number;
  };
}
export type BaseRow = Selectable<BasesTables['bases']>;

const q = (ex: Executor) => tables<BasesTables>(ex);

/** Inserts the base at (x, y) with its starting state; returns undefined when that spot is taken. */
export function insertBase(
  ex: Executor,
  b: {
    profileId: string;
    worldId: string;
    x: number;
    y: number;
    at: Date;
    buildings: Record<string, number>;
    resources: Record<string, number>;
    speed: number;
    economySpeed?: number;
    influence: number;
    shieldUntil: number | null;
    boosts?: { effect: string; amount: number; endsAt: number; source?: string }[];
  },
) {
  return q(ex)
    .insertInto('bases')
    .values({
      profile_id: b.profileId,
      world_id: b.worldId,
      x: b.x,
      y: b.y,
      created_at: b.at,
      settled_at: b.at,
      buildings: b.buildings,
      resources: b.resources,
      speed: b.speed,
      economy_speed: b.economySpeed ?? 1,
      influence: b.influence,
      shield_until: b.shieldUntil === null ? null : new Date(b.shieldUntil),
      // an array goes in as JSON text: the driver would make a Postgres array of it
      ...(b.boosts?.length ? { boosts: sql<BasesBoost[]>`${JSON.stringify(b.boosts)}::text::jsonb` } : {}),
    })
    .onConflict((oc) => oc.columns(['world_id', 'x', 'y']).doNothing())
    .returning(['id', 'x', 'y'])
    .executeTakeFirst();
}

export function findBaseByProfile(ex: Executor, profileId: string) {
  return q(ex).selectFrom('bases').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

/** The bases standing in a rectangle of a world's map (inclusive bounds). */
export function basesInArea(
  ex: Executor,
  worldId: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  return q(ex)
    .selectFrom('bases')
    .select(['id', 'profile_id', 'x', 'y', 'buildings'])
    .where('world_id', '=', worldId)
    .where('removed_at', 'is', null)
    .where('x', '>=', from.x)
    .where('x', '<=', to.x)
    .where('y', '>=', from.y)
    .where('y', '<=', to.y)
    .execute();
}

export async function baseIdOfProfile(ex: Executor, profileId: string): Promise<string | null> {
  const r = await q(ex).selectFrom('bases').select('id').where('profile_id', '=', profileId).executeTakeFirst();
  return r?.id ?? null;
}

export async function worldOfBase(ex: Executor, baseId: string): Promise<string | null> {
  const r = await q(ex).selectFrom('bases').select('world_id').where('id', '=', baseId).executeTakeFirst();
  return r?.world_id ?? null;
}

/** The profile owning each base, by base id. */
export async function ownersOfBases(ex: Executor, baseIds: string[]): Promise<Map<string, string>> {
  if (baseIds.length === 0) return new Map();
  const rows = await q(ex).selectFrom('bases').select(['id', 'profile_id']).where('id', 'in', baseIds).execute();
  return new Map(rows.map((r) => [r.id, r.profile_id]));
}

/** Where bases stand, by base id or by owner (the map draws fleets from them and marks allies' bases). */
export function basePositions(ex: Executor, by: { baseIds?: string[]; profileIds?: string[] }) {
  const ids = by.baseIds ?? [];
  const owners = by.profileIds ?? [];
  if (ids.length === 0 && owners.length === 0) return Promise.resolve([]);
  return q(ex)
    .selectFrom('bases')
    .select(['id', 'profile_id', 'x', 'y'])
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(owners.length > 0 ? [eb('profile_id', 'in', owners)] : []),
      ]),
    )
    .execute();
}

/** A commander's bases with their galactic observatory's level (passive map vision, decision 080). */
export function watchPosts(ex: Executor, profileId: string) {
  return q(ex)
    .selectFrom('bases')
    .select(['id', 'world_id', 'x', 'y'])
    .select(sql<number>`coalesce((buildings->>'galactic-observatory')::int, 0)`.as('observatory'))
    .where('profile_id', '=', profileId)
    .where('removed_at', 'is', null)
    .execute();
}

/** A world's bases counted per square of `cell` × `cell` spots (the map's overview): one grouped read. */
export async function baseCountsByCell(ex: Executor, worldId: string, cell: number) {
  const c = sql.lit(Math.max(1, Math.floor(cell)));
  const rows = await q(ex)
    .selectFrom('bases')
    .select([sql<number>`x / ${c}`.as('cx'), sql<number>`y / ${c}`.as('cy'), sql<number>`count(*)::int`.as('n')])
    .where('world_id', '=', worldId)
    .groupBy([sql`x / ${c}`, sql`y / ${c}`])
    .execute();
  return rows.map((r) => ({ cx: Number(r.cx), cy: Number(r.cy), n: Number(r.n) }));
}

export function findBase(ex: Executor, baseId: string) {
  return q(ex).selectFrom('bases').selectAll().where('id', '=', baseId).executeTakeFirst();
}

/**
 * Locks the base row: every change to a base is serialised on it. NO KEY UPDATE, because the foreign
 * key check of an event inserted for this base takes a KEY SHARE lock that FOR UPDATE would conflict
 * with. The bases module's engine is the only caller (lockAndSettle…).
 */
export function lockBaseOfProfile(trx: Trx, profileId: string) {
  return tablesTrx<BasesTables>(trx)
    .selectFrom('bases')
    .selectAll()
    .where('profile_id', '=', profileId)
    .forNoKeyUpdate();
}

/** The profile's base's id as an id list for a statement (a profile's base never changes). */
export const baseIdsOfProfile = (profileId: string) =>
  sql<string[]>`array(select id from bases where profile_id = ${profileId})`;

/**
 * The profile's base with its pending events, read in one statement without a lock (one snapshot):
 * for a read that settles nothing (see `peekProfileBase`).
 */
export function readBaseOfProfileWithEvents(ex: Executor, profileId: string, upTo: number) {
  const cols = pendingEventsColumns(sql.ref<string>('bases.id'), upTo);
  return q(ex)
    .selectFrom('bases')
    .selectAll()
    .select([cols.pending, cols.touchedDue])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
}

/** Locks these bases in id order (the one order every transaction takes base locks in) and reads them. */
export function lockBases(trx: Trx, baseIds: string[]) {
  return tablesTrx<BasesTables>(trx)
    .selectFrom('bases')
    .selectAll()
    .where('id', '=', sql<string>`any(${uuidArray(baseIds)})`)
    .orderBy('id')
    .forNoKeyUpdate();
}

export async function saveBaseState(
  trx: Trx,
  baseId: string,
  s: {
    buildings: Record<string, number>;
    research: Record<string, number>;
    resources: Record<string, number>;
    remainder: Record<string, number>;
    extraQueues: Record<string, number>;
    units: Record<string, number>;
    boosts: { effect: string; amount: number; endsAt: number; source?: string }[];
    tally: unknown;
    injured: Record<string, number>;
    guests: Record<string, number>;
    shieldUntil: Date | null;
    shieldDownAt: Date | null;
    frozenSince: Date | null;
    ghostSince: Date | null;
    influence: number;
    settledAt: Date;
  },
) {
  // the json columns travel as one parameter (one text to serialize, one statement shape to prepare);
  // nobody reads the answer: it goes out with the transaction's next statement (decision 037)
  const j = JSON.stringify({
    buildings: s.buildings,
    research: s.research,
    resources: s.resources,
    remainder: s.remainder,
    extraQueues: s.extraQueues,
    units: s.units,
    boosts: s.boosts,
    tally: s.tally,
    injured: s.injured,
    guests: s.guests,
  });
  await sql`update bases set
      buildings = s.j->'buildings', research = s.j->'research', resources = s.j->'resources', remainder = s.j->'remainder',
      extra_queues = s.j->'extraQueues', units = s.j->'units', boosts = s.j->'boosts', tally = s.j->'tally',
      injured = s.j->'injured', guests = s.j->'guests',
      shield_until = ${s.shieldUntil}, shield_down_at = ${s.shieldDownAt}, frozen_since = ${s.frozenSince},
      ghost_since = ${s.ghostSince},
      influence = ${s.influence}, settled_at = ${s.settledAt},
      version = bases.version + 1
    from (select ${j}::text::jsonb as j) s
    where bases.id = ${baseId}${sql.raw(SENT_WITH_NEXT_END)}`.execute(trx);
}

/**
 * The live ranking by influence: a world's top `limit` and the reader's place, read from the narrow
 * `base_standings` by its index (decision 083). Ties go to the older base id, as everywhere.
 */
export async function influenceStanding(
  ex: Executor,
  worldId: string,
  profileId: string,
  limit: number,
): Promise<{ top: { profile_id: string; influence: number }[]; me: { rank: number; influence: number } | null }> {
  const [top, me] = await Promise.all([
    q(ex)
      .selectFrom('base_standings')
      .select(['profile_id', 'influence'])
      .where('world_id', '=', worldId)
      .orderBy('influence', 'desc')
      .orderBy('base_id')
      .limit(limit)
      .execute(),
    standingOf(ex, worldId, profileId),
  ]);
  return { top, me };
}

/** A commander's place in their world's live ranking (1 = first), or null without a base on the map. */
async function standingOf(ex: Executor, worldId: string, profileId: string) {
  const row = await sql<{ influence: number; ahead: string }>`
    select s.influence,
      (select count(*) from base_standings o where o.world_id = s.world_id and o.influence > s.influence)
      + (select count(*) from base_standings o
          where o.world_id = s.world_id and o.influence = s.influence and o.base_id < s.base_id) as ahead
    from base_standings s where s.profile_id = ${profileId} and s.world_id = ${worldId} limit 1`.execute(ex);
  const r = row.rows[0];
  return r ? { rank: Number(r.ahead) + 1, influence: r.influence } : null;
}

/** A base's place in its world's ranking (1 = first); ties go to the older id order. */
export function rankOf(ex: Executor, worldId: string, profileId: string) {
  return standingOf(ex, worldId, profileId);
}

/** The base standing at a spot of a world, if any. */
export function findBaseAt(ex: Executor, worldId: string, x: number, y: number) {
  return q(ex)
    .selectFrom('bases')
    .select(['id', 'profile_id', 'x', 'y', 'buildings'])
    .where('world_id', '=', worldId)
    .where('removed_at', 'is', null)
    .where('x', '=', x)
    .where('y', '=', y)
    .executeTakeFirst();
}

/** Influence of the given profiles' bases. */
export async function influenceByProfile(ex: Executor, profileIds: string[]): Promise<Map<string, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await q(ex)
    .selectFrom('bases')
    .select(['profile_id', 'influence'])
    .where('profile_id', 'in', profileIds)
    .execute();
  return new Map(rows.map((r) => [r.profile_id, r.influence]));
}

/** Moves a base to (x, y); false when another base stands there (the unique index decides). */
export async function moveBase(trx: Trx, baseId: string, x: number, y: number): Promise<boolean> {
  const r = await tablesTrx<BasesTables>(trx)
    .updateTable('bases')
    .set({ x, y })
    .where('id', '=', baseId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bases as other')
            .select('other.id')
            .whereRef('other.world_id', '=', 'bases.world_id')
            .where('other.x', '=', x)
            .where('other.y', '=', y),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Bases (commanders) per world, for the control panel. */
export async function countBasesByWorld(ex: Executor): Promise<Map<string, number>> {
  const rows = await q(ex)
    .selectFrom('bases')
    .select(['world_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('world_id')
    .execute();
  return new Map(rows.map((r) => [r.world_id, Number(r.n)]));
}

/**
 * What the world's rankings and open data read of every base, as stored by the last settle: where
 * it stands, its influence, research levels summed, and its tally's totals (produced, trained,
 * pirates destroyed).
 */
export async function rankingFigures(ex: Executor, worldId: string) {
  const r = await sql<{
    profile_id: string;
    x: number;
    y: number;
    influence: number;
    research: number;
    produced: number;
    trained: number;
    pirates: number;
  }>`select profile_id, x, y, influence,
      (select coalesce(sum(value::numeric), 0) from jsonb_each_text(research))::float8 as research,
      coalesce((tally->>'produced')::numeric, 0)::float8 as produced,
      (select coalesce(sum(value::numeric), 0) from jsonb_each_text(coalesce(tally->'trained', '{}'::jsonb)))::float8 as trained,
      coalesce((tally->>'piratesDestroyed')::numeric, 0)::float8 as pirates
    from bases where world_id = ${worldId}`.execute(ex);
  return r.rows;
}

/** Takes a base off the map (its commander away 49 days) or puts it back (null); under its lock. */
export async function setBaseRemoved(trx: Trx, baseId: string, at: Date | null) {
  await tablesTrx<BasesTables>(trx).updateTable('bases').set({ removed_at: at }).where('id', '=', baseId).execute();
}

/** Ghosts and removed bases among the given commanders' (decision 068), by profile id. */
export async function ghostsAmong(
  ex: Executor,
  profileIds: string[],
): Promise<Map<string, { ghostSince: Date | null; removedAt: Date | null }>> {
  if (profileIds.length === 0) return new Map();
  const rows = await q(ex)
    .selectFrom('bases')
    .select(['profile_id', 'ghost_since', 'removed_at'])
    .where('profile_id', 'in', profileIds)
    .where((eb) => eb.or([eb('ghost_since', 'is not', null), eb('removed_at', 'is not', null)]))
    .execute();
  return new Map(rows.map((r) => [r.profile_id, { ghostSince: r.ghost_since, removedAt: r.removed_at }]));
}
