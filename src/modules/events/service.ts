/**
 * Galaxy events (decision 027): admins schedule them per world; commanders join while one runs (one
 * at a time, then a cooldown); a live ranking reads what participants did since they joined; at its
 * end a job (keyed per event, due at its end in game time) closes it once — the status moves from
 * scheduled to closed under the event row's lock, in the transaction that files the event-reward
 * reports — so a job run twice, or a close racing a cancel, pays once or not at all.
 */
import {
  checkJoin,
  EVENTS,
  type EventType,
  eventMs,
  isEventType,
  type JoinCheck,
  prizeFor,
  rankScores,
} from '../../game/index.ts';
import { type Db, type Executor, inTransaction, type Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { cancelJob, enqueue, type TaskFactory } from '../../platform/jobs.ts';
import type { Session } from '../../platform/trpc.ts';
import { raiseAlert } from '../alerts/index.ts';
import { recordAdminAction } from '../audit/index.ts';
import { lockAndSettleProfile } from '../../kernel/index.ts';
import { fileReport } from '../reports/index.ts';
import { allianceNamesOf } from '../alliances/index.ts';
import { findWorld, profileNames, worldOfProfile } from '../worlds/index.ts';
import {
  allEvents,
  type EventRow,
  eventForUpdate,
  eventsOfWorld,
  findEvent,
  insertEvent,
  insertParticipant,
  participantIds,
  participantCounts,
  participationsOf,
  saveFinal,
  updateEvent,
} from './repo.ts';
import { scores } from './scores.ts';

/** A world's speed (1 when no world has that id). */
const worldSpeed = async (ex: Executor, worldId: string) => (await findWorld(ex, worldId))?.speed ?? 1;
import { eventsError } from './errors.ts';

export const CLOSE_TASK = 'events/close';
const closeKey = (id: string) => `event-close:${id}`;
/** Before an event ends, those taking part hear it is ending (alerts, decision 031). */
export const ENDING_TASK = 'events/ending-soon';
const endingKey = (id: string) => `event-ending:${id}`;
/** How long before its end an event counts as ending soon: an hour, or a quarter of a shorter event. */
export const endingSoonAt = (startsAt: number, endsAt: number) =>
  endsAt - Math.min(3_600_000, Math.round((endsAt - startsAt) / 4));

export const eventErrors = {
  cooldown: () => eventsError('EVENT_COOLDOWN'),
  notRunning: () => eventsError('EVENT_NOT_RUNNING'),
  already: () => eventsError('EVENT_ALREADY_JOINED'),
  notFound: () => eventsError('EVENT_NOT_FOUND'),
  badType: () => eventsError('EVENT_BAD_TYPE', { field: 'type' }),
  inPast: () => eventsError('EVENT_IN_PAST', { field: 'startsAt' }),
  overlaps: () =>
    eventsError('EVENT_OVERLAPS', {
      field: 'startsAt',
    }),
  over: () => eventsError('EVENT_OVER'),
  noWorld: () => platformError('WORLD_NOT_FOUND', { field: 'worldId' }),
};

/** What an event is now: stored states (closed, cancelled), else by the clock. */
export function phaseOf(
  e: Pick<EventRow, 'status' | 'starts_at' | 'ends_at'>,
  now: number,
): 'scheduled' | 'running' | 'closing' | 'closed' | 'cancelled' {
  if (e.status === 'closed' || e.status === 'cancelled') return e.status;
  if (now < e.starts_at.getTime()) return 'scheduled';
  if (now < e.ends_at.getTime()) return 'running';
  return 'closing';
}

const joinRow = (e: EventRow, now: number) => ({
  id: e.id,
  status: phaseOf(e, now),
  startsAt: e.starts_at.getTime(),
  endsAt: e.ends_at.getTime(),
});
const mineRows = (rows: Awaited<ReturnType<typeof participationsOf>>, now: number) =>
  rows.map((r) => ({
    eventId: r.event_id,
    endsAt: r.ends_at.getTime(),
    status: r.status === 'scheduled' ? (now < r.ends_at.getTime() ? 'running' : 'closed') : r.status,
  }));

function refusal(c: Exclude<JoinCheck, { ok: true }>): AppError {
  if (c.reason === 'COOLDOWN') return eventErrors.cooldown();
  if (c.reason === 'ALREADY_IN') return eventErrors.already();
  return eventErrors.notRunning();
}

/** The ranking now: places 1…top (commanders, or alliances for Pirate Hunt), and the viewer's own line. */
export async function rankingOf(ex: Executor, e: EventRow, viewer: string | null) {
  const def = EVENTS[e.type as EventType];
  const rows = await scores(ex, { ...e, type: e.type as EventType });
  if (def.ranks === 'alliances') {
    const byAlliance = new Map<string, { id: string; score: number; since: number }>();
    for (const r of rows) {
      if (!r.alliance_id) continue;
      const a = byAlliance.get(r.alliance_id) ?? { id: r.alliance_id, score: 0, since: r.joined_at.getTime() };
      a.score += r.score;
      a.since = Math.min(a.since, r.joined_at.getTime());
      byAlliance.set(r.alliance_id, a);
    }
    const ranked = rankScores([...byAlliance.values()], def.top);
    const names = await allianceNamesOf(
      ex,
      ranked.map((r) => r.id),
    );
    const mine = rows.find((r) => r.profile_id === viewer)?.alliance_id ?? null;
    return {
      places: ranked.map((r) => ({
        place: r.place,
        name: names.get(r.id)?.name ?? '',
        tag: names.get(r.id)?.tag ?? null,
        score: r.score,
        mine: r.id === mine,
      })),
      rows,
      ranked,
      myScore: rows.find((r) => r.profile_id === viewer)?.score ?? null,
      myPlace: ranked.find((r) => r.id === mine)?.place ?? null,
    };
  }
  const ranked = rankScores(
    rows.map((r) => ({ id: r.profile_id, score: r.score, since: r.joined_at.getTime() })),
    def.top,
  );
  const names = await profileNames(
    ex,
    ranked.map((r) => r.id),
  );
  return {
    places: ranked.map((r) => ({
      place: r.place,
      name: names.get(r.id) ?? '',
      tag: null,
      score: r.score,
      mine: r.id === viewer,
    })),
    rows,
    ranked,
    myScore: rows.find((r) => r.profile_id === viewer)?.score ?? null,
    myPlace: ranked.find((r) => r.id === viewer)?.place ?? null,
  };
}

export async function eventView(
  ex: Executor,
  e: EventRow,
  profileId: string,
  mine: ReturnType<typeof mineRows>,
  now: number,
  speed: number,
) {
  const phase = phaseOf(e, now);
  const joined = mine.some((m) => m.eventId === e.id);
  const check = checkJoin(joinRow(e, now), mine, now, speed);
  const r = phase === 'scheduled' ? null : await rankingOf(ex, e, profileId);
  return {
    id: e.id,
    type: e.type,
    phase,
    startsAt: e.starts_at.getTime(),
    endsAt: e.ends_at.getTime(),
    ranks: EVENTS[e.type as EventType].ranks,
    top: EVENTS[e.type as EventType].top,
    joined,
    canJoin: check.ok,
    joinRefusal: check.ok ? null : check.reason,
    myScore: joined ? (r?.myScore ?? 0) : null,
    myPlace: r?.myPlace ?? null,
    ranking: (r?.places ?? []).slice(0, EVENTS[e.type as EventType].top),
  };
}
export type EventView = Awaited<ReturnType<typeof eventView>>;

/** /events: the world's coming and running events, and those closed in the last three days. */
export async function listEvents(db: Db, profileId: string, now: number): Promise<EventView[]> {
  const world = await worldOfProfile(db, profileId);
  const speed = await worldSpeed(db, world.worldId);
  const events = await eventsOfWorld(db, world.worldId, new Date(now - 3 * 24 * 3_600_000));
  const mine = mineRows(await participationsOf(db, profileId), now);
  const views = await Promise.all(events.map((e) => eventView(db, e, profileId, mine, now, speed)));
  // what runs first, then what comes, then what is being counted or closed
  const order = { running: 0, scheduled: 1, closing: 2, closed: 3, cancelled: 4 };
  return views.sort((a, b) => order[a.phase] - order[b.phase] || a.startsAt - b.startsAt);
}

export async function joinEvent(trx: Trx, profileId: string, eventId: string, now: number): Promise<EventView> {
  // the commander's base is locked: two joins of one commander take turns (the cooldown holds), and its influence is settled
  const b = await lockAndSettleProfile(trx, profileId, now);
  const e = await findEvent(trx, eventId);
  if (!e || e.world_id !== b.row.world_id) throw eventErrors.notFound();
  const speed = await worldSpeed(trx, e.world_id);
  const mine = mineRows(await participationsOf(trx, profileId), now);
  const check = checkJoin(joinRow(e, now), mine, now, speed);
  if (!check.ok) throw refusal(check);
  if (
    !(await insertParticipant(trx, {
      event_id: e.id,
      profile_id: profileId,
      joined_at: new Date(now),
      influence_at_join: b.row.influence,
    }))
  )
    throw eventErrors.already();
  return eventView(trx, e, profileId, mineRows(await participationsOf(trx, profileId), now), now, speed);
}

/**
 * Closes an event at its end, once: final scores and places are written, and each ranked commander
 * (for Pirate Hunt: each taking-part member of a ranked alliance) gets an event-reward report that
 * carries the place's prize, to claim.
 */
export async function closeEvent(trx: Trx, eventId: string, now: number): Promise<'closed' | 'not-due' | 'done'> {
  const e = await eventForUpdate(trx, eventId);
  if (!e || e.status !== 'scheduled') return 'done';
  if (now < e.ends_at.getTime()) return 'not-due';
  const type = e.type as EventType;
  const r = await rankingOf(trx, e, null);
  const placeOf = new Map<string, number>();
  if (EVENTS[type].ranks === 'alliances') {
    const allianceRank = new Map(r.ranked.map((a) => [a.id, a.place]));
    for (const p of r.rows)
      if (p.alliance_id && p.score > 0 && allianceRank.has(p.alliance_id))
        placeOf.set(p.profile_id, allianceRank.get(p.alliance_id) ?? 0);
  } else for (const p of r.ranked) placeOf.set(p.id, p.place);
  for (const p of r.rows) await saveFinal(trx, e.id, p.profile_id, p.score, placeOf.get(p.profile_id) ?? null);
  for (const [profileId, place] of placeOf) {
    const prize = prizeFor(type, place);
    if (!prize) continue;
    const score = r.rows.find((x) => x.profile_id === profileId)?.score ?? 0;
    await fileReport(trx, {
      profileId,
      kind: 'event-reward',
      data: { eventId: e.id, type, place, score, ranks: EVENTS[type].ranks },
      at: e.ends_at.getTime(),
      rewards: prize,
    });
  }
  await updateEvent(trx, e.id, { status: 'closed', closed_at: new Date(now) });
  return 'closed';
}

/** Tells those taking part that the event ends soon: once per event and commander (the alert's key). */
export async function alertEnding(db: Db, eventId: string, now: number): Promise<'sent' | 'not-due' | 'done'> {
  const e = await findEvent(db, eventId);
  if (e?.status !== 'scheduled' || now >= e.ends_at.getTime()) return 'done';
  if (now < endingSoonAt(e.starts_at.getTime(), e.ends_at.getTime())) return 'not-due';
  const profileIds = await participantIds(db, e.id);
  await raiseAlert(db, {
    profileIds,
    kind: 'event',
    sourceId: e.id,
    data: { type: e.type, endsAt: e.ends_at.getTime() },
    at: now,
    expiresAt: e.ends_at.getTime(),
  });
  return 'sent';
}

export const eventTasks: TaskFactory = ({ db, clock }) => ({
  [ENDING_TASK]: async (payload) => {
    const { eventId } = payload as { eventId: string };
    if ((await alertEnding(db, eventId, clock.now())) !== 'not-due') return;
    const e = await findEvent(db, eventId);
    if (e)
      await enqueue(
        db,
        ENDING_TASK,
        { eventId },
        { runAt: endingSoonAt(e.starts_at.getTime(), e.ends_at.getTime()), jobKey: endingKey(eventId) },
      );
  },
  [CLOSE_TASK]: async (payload) => {
    const { eventId } = payload as { eventId: string };
    const outcome = await inTransaction(db, (trx) => closeEvent(trx, eventId, clock.now()));
    // woken early (a clock moved back, a job run by hand): come back at its end
    if (outcome === 'not-due') {
      const e = await findEvent(db, eventId);
      if (e) await enqueue(db, CLOSE_TASK, { eventId }, { runAt: e.ends_at.getTime(), jobKey: closeKey(eventId) });
    }
  },
});

// ── admins ──

export async function scheduleEvent(
  trx: Trx,
  admin: Pick<Session, 'accountId' | 'username'>,
  input: { worldId: string; type: string; startsAt: number },
  now: number,
) {
  if (!isEventType(input.type)) throw eventErrors.badType();
  if (input.startsAt < now - 60_000) throw eventErrors.inPast();
  const startsAt = Math.max(now, input.startsAt);
  const speed = (await findWorld(trx, input.worldId))?.speed ?? null;
  if (speed === null) throw eventErrors.noWorld();
  const endsAt = startsAt + eventMs(input.type, speed);
  // one of a type at a time per world
  const clash = (await eventsOfWorld(trx, input.worldId, new Date(now))).some(
    (e) =>
      e.type === input.type &&
      e.status === 'scheduled' &&
      e.starts_at.getTime() < endsAt &&
      e.ends_at.getTime() > startsAt,
  );
  if (clash) throw eventErrors.overlaps();
  const e = await insertEvent(trx, {
    world_id: input.worldId,
    type: input.type,
    starts_at: new Date(startsAt),
    ends_at: new Date(endsAt),
    status: 'scheduled',
    created_by: admin.username,
    created_at: new Date(now),
  });
  await enqueue(trx, CLOSE_TASK, { eventId: e.id }, { runAt: endsAt, jobKey: closeKey(e.id) });
  await enqueue(
    trx,
    ENDING_TASK,
    { eventId: e.id },
    { runAt: endingSoonAt(startsAt, endsAt), jobKey: endingKey(e.id) },
  );
  await recordAdminAction(
    trx,
    admin,
    'event-schedule',
    e.id,
    {
      worldId: input.worldId,
      type: input.type,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    },
    now,
  );
  return adminView(e, 0, now);
}

export async function cancelEvent(
  trx: Trx,
  admin: Pick<Session, 'accountId' | 'username'>,
  eventId: string,
  now: number,
) {
  const e = await eventForUpdate(trx, eventId);
  if (!e) throw eventErrors.notFound();
  if (e.status !== 'scheduled') throw eventErrors.over();
  const done = await updateEvent(trx, e.id, { status: 'cancelled', closed_at: new Date(now) });
  await cancelJob(trx, closeKey(e.id));
  await cancelJob(trx, endingKey(e.id));
  await recordAdminAction(
    trx,
    admin,
    'event-cancel',
    e.id,
    { type: e.type, worldId: e.world_id, phase: phaseOf(e, now) },
    now,
  );
  return adminView(done, 0, now);
}

export const adminView = (e: EventRow, participants: number, now: number) => ({
  id: e.id,
  worldId: e.world_id,
  type: e.type,
  phase: phaseOf(e, now),
  startsAt: e.starts_at.getTime(),
  endsAt: e.ends_at.getTime(),
  createdBy: e.created_by,
  participants,
});
export type AdminEventView = ReturnType<typeof adminView>;

export async function listAllEvents(db: Db, now: number): Promise<AdminEventView[]> {
  const rows = await allEvents(db, 50);
  const counts = await participantCounts(
    db,
    rows.map((e) => e.id),
  );
  return rows.map((e) => adminView(e, counts.get(e.id) ?? 0, now));
}
