/** Galaxy events and who takes part, and the scores read from what participants did (reports, influence). */
import { sql } from 'kysely';
import type { EventType } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface EventsTables {
  galaxy_events: {
    id: string;
    world_id: string;
    type: string;
    starts_at: Date;
    ends_at: Date;
    status: string;
    created_by: string;
    created_at: Date;
    closed_at: Date | null;
  };
  event_participants: {
    event_id: string;
    profile_id: string;
    joined_at: Date;
    influence_at_join: number;
    score: number;
    rank: number | null;
  };
}
export type EventRow = EventsTables['galaxy_events'];
export type ParticipantRow = EventsTables['event_participants'];

const q = (ex: Executor) => tables<EventsTables>(ex);
const t = (trx: Trx) => tablesTrx<EventsTables>(trx);

export const insertEvent = (trx: Trx, e: Omit<EventRow, 'id' | 'closed_at'>) =>
  t(trx)
    .insertInto('galaxy_events')
    .values(e as never)
    .returningAll()
    .executeTakeFirstOrThrow();
export const eventForUpdate = (trx: Trx, id: string) =>
  t(trx).selectFrom('galaxy_events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
export const findEvent = (ex: Executor, id: string) =>
  q(ex).selectFrom('galaxy_events').selectAll().where('id', '=', id).executeTakeFirst();
export const updateEvent = (trx: Trx, id: string, patch: Partial<Pick<EventRow, 'status' | 'closed_at'>>) =>
  t(trx)
    .updateTable('galaxy_events')
    .set(patch as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** A world's events that are coming, running, or closed since `since`, soonest first. */
export const eventsOfWorld = (ex: Executor, worldId: string, since: Date) =>
  q(ex)
    .selectFrom('galaxy_events')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('ends_at', '>', since)
    .where('status', '<>', 'cancelled')
    .orderBy('starts_at')
    .execute();

/** Every event (for /control), newest first. */
export const allEvents = (ex: Executor, limit: number) =>
  q(ex).selectFrom('galaxy_events').selectAll().orderBy('starts_at', 'desc').limit(limit).execute();

export const participantCounts = async (ex: Executor, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await q(ex)
    .selectFrom('event_participants')
    .select(['event_id', sql<number>`count(*)::int`.as('n')])
    .where('event_id', 'in', ids)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.n)]));
};

/** The events a commander has joined, with their windows and states (for the cooldown). */
export const participationsOf = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('event_participants as p')
    .innerJoin('galaxy_events as e', 'e.id', 'p.event_id')
    .select(['p.event_id', 'e.ends_at', 'e.status', 'p.score', 'p.rank'])
    .where('p.profile_id', '=', profileId)
    .execute();

/** Who takes part in an event. */
export const participantIds = async (ex: Executor, eventId: string) =>
  (await q(ex).selectFrom('event_participants').select('profile_id').where('event_id', '=', eventId).execute()).map(
    (r) => r.profile_id,
  );

export async function insertParticipant(trx: Trx, p: Omit<ParticipantRow, 'score' | 'rank'>): Promise<boolean> {
  const r = await t(trx)
    .insertInto('event_participants')
    .values(p as never)
    .onConflict((c) => c.columns(['event_id', 'profile_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const saveFinal = (trx: Trx, eventId: string, profileId: string, score: number, rank: number | null) =>
  t(trx)
    .updateTable('event_participants')
    .set({ score, rank } as never)
    .where('event_id', '=', eventId)
    .where('profile_id', '=', profileId)
    .execute();

/**
 * What each participant has scored: read from their reports inside the event's window (from when
 * they joined) and, for Power Surge, from the influence they gained. A read model over reports,
 * bases and alliance membership as stored.
 */
export async function scores(ex: Executor, e: Pick<EventRow, 'id' | 'starts_at' | 'ends_at'> & { type: EventType }) {
  if (e.type === 'power-surge') {
    const rows = await sql<{ profile_id: string; joined_at: Date; score: number; alliance_id: string | null }>`
      select p.profile_id, p.joined_at, greatest(0, b.influence - p.influence_at_join)::bigint as score, m.alliance_id
      from event_participants p join bases b on b.profile_id = p.profile_id left join alliance_members m on m.profile_id = p.profile_id
      where p.event_id = ${e.id}`.execute(ex);
    return rows.rows.map((r) => ({ ...r, score: Number(r.score) }));
  }
  const kinds = {
    'portal-explorers': ['portal-mission'],
    'asteroid-domination': ['gathering', 'occupied-reward'],
    'battlefront-clash': ['battle'],
    'pirate-hunt': ['battle'],
  }[e.type];
  const points = {
    // a mission's share of its reward, as a percentage: a full success is 100
    'portal-explorers': sql`round(coalesce((r.data->>'share')::float, 0) * 100)`,
    // minerals brought home or paid by a held asteroid; quantarite counts four times
    'asteroid-domination': sql`case when r.kind = 'gathering' then coalesce((r.data->>'amount')::int, 0) * (case when r.data->>'resource' = 'quantarite' then 4 else 1 end)
      when r.data->'target'->>'kind' not like '%asteroid' then 0
      when r.data ? 'payouts' then (select coalesce(sum(coalesce((h->'paid'->>'astromite')::int, 0) + 4 * coalesce((h->'paid'->>'quantarite')::int, 0)), 0)
        from jsonb_array_elements(r.data->'payouts') h
        where (h->>'at')::bigint >= (extract(epoch from greatest(p.joined_at, ${e.starts_at})) * 1000)::bigint
          and (h->>'at')::bigint < (extract(epoch from ${e.ends_at}::timestamptz) * 1000)::bigint)
      else coalesce((r.data->'paid'->>'astromite')::int, 0) + 4 * coalesce((r.data->'paid'->>'quantarite')::int, 0) end`,
    // battles against commanders won, attacking or defending
    'battlefront-clash': sql`case when (r.data->>'role' = 'attack' and r.data->'result'->>'winner' = 'attacker') or (r.data->>'role' = 'defence' and r.data->'result'->>'winner' = 'defender') then 1 else 0 end`,
    // pirate ships destroyed
    'pirate-hunt': sql`case when r.data->'target'->>'kind' = 'pirate-ship' and r.data->'result'->>'winner' = 'attacker' then 1 else 0 end`,
  }[e.type];
  const rows = await sql<{ profile_id: string; joined_at: Date; score: number; alliance_id: string | null }>`
    select p.profile_id, p.joined_at, coalesce(sum(${points}), 0)::bigint as score, m.alliance_id
    from event_participants p
    left join reports r on r.profile_id = p.profile_id and r.kind in (${sql.join(kinds)})
      and r.created_at < ${e.ends_at}
      and (r.created_at >= greatest(p.joined_at, ${e.starts_at})
        -- a holding's payouts gather on one report a game day: one filed before the window may hold hours inside it
        or (r.kind = 'occupied-reward' and r.data ? 'payouts' and (r.data->>'until')::bigint >= (extract(epoch from greatest(p.joined_at, ${e.starts_at})) * 1000)::bigint))
    left join alliance_members m on m.profile_id = p.profile_id
    where p.event_id = ${e.id}
    group by p.profile_id, p.joined_at, m.alliance_id`.execute(ex);
  return rows.rows.map((r) => ({ ...r, score: Number(r.score) }));
}

export async function allianceNames(ex: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; tag: string }>();
  const rows = await sql<{
    id: string;
    name: string;
    tag: string;
  }>`select id, name, tag from alliances where id in (${sql.join(ids)})`.execute(ex);
  return new Map(rows.rows.map((r) => [r.id, { name: r.name, tag: r.tag }]));
}

export async function worldSpeed(ex: Executor, worldId: string): Promise<number> {
  return (await worldSpeedOrNull(ex, worldId)) ?? 1;
}

/** A world's speed, or null when no world has that id. */
export async function worldSpeedOrNull(ex: Executor, worldId: string): Promise<number | null> {
  const r = await sql<{ speed: number }>`select speed from worlds where id = ${worldId}`.execute(ex);
  return r.rows[0] ? Number(r.rows[0].speed) : null;
}
