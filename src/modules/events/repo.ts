/** Galaxy events and who takes part in them. */
import { type Generated, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface EventsTables {
  galaxy_events: {
    id: Generated<string>;
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
    score: Generated<number>;
    rank: number | null;
  };
}
export type EventRow = Selectable<EventsTables['galaxy_events']>;
export type ParticipantRow = Selectable<EventsTables['event_participants']>;

const q = (ex: Executor) => tables<EventsTables>(ex);
const t = (trx: Trx) => tablesTrx<EventsTables>(trx);

export const insertEvent = (trx: Trx, e: Omit<EventRow, 'id' | 'closed_at'>) =>
  t(trx).insertInto('galaxy_events').values(e).returningAll().executeTakeFirstOrThrow();
export const eventForUpdate = (trx: Trx, id: string) =>
  t(trx).selectFrom('galaxy_events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
export const findEvent = (ex: Executor, id: string) =>
  q(ex).selectFrom('galaxy_events').selectAll().where('id', '=', id).executeTakeFirst();
export const updateEvent = (trx: Trx, id: string, patch: Partial<Pick<EventRow, 'status' | 'closed_at'>>) =>
  t(trx).updateTable('galaxy_events').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

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
    .values(p)
    .onConflict((c) => c.columns(['event_id', 'profile_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const saveFinal = (trx: Trx, eventId: string, profileId: string, score: number, rank: number | null) =>
  t(trx)
    .updateTable('event_participants')
    .set({ score, rank })
    .where('event_id', '=', eventId)
    .where('profile_id', '=', profileId)
    .execute();

/** Who takes part in an event, when they joined and with what influence. */
export const participantsOf = (ex: Executor, eventId: string) =>
  q(ex)
    .selectFrom('event_participants')
    .select(['profile_id', 'joined_at', 'influence_at_join'])
    .where('event_id', '=', eventId)
    .execute();
