/**
 * Vacation mode (decision 055): a commander with nothing out in the world freezes their base for
 * 48 hours to 30 days. While it holds, their commands are refused (guard.ts), the base produces and
 * eats nothing and its queues wait (bases' freeze); at the end every item resumes with the time it
 * had left. It ends by the commander's hand after 48 hours, or by itself at the limit (a timeline
 * event on the base, applied exactly once like every other).
 */
import { z } from 'zod';
import {
  checkVacationEnd,
  checkVacationStart,
  VACATION_DEFAULT_MAX_DAYS,
  vacationForcedEnd,
} from '../../game/index.ts';
import {
  announceChange,
  lockAndSettleProfile,
  type TimelineHandler,
  type TimelineKindDef,
} from '../../kernel/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { raiseAlert } from '../alerts/index.ts';
import { freezeBase, thawBase } from '../bases/index.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { profileNames } from '../worlds/index.ts';
import { activeMarchesOf, incomingMarchesTo } from '../marches/index.ts';
import { vacationErrors } from './errors.ts';
import { closeVacation, insertVacation, lastEnded, openVacation } from './repo.ts';

export const VACATION_END_EVENT = 'vacation-end';

export interface VacationStatus {
  active: boolean;
  since: number | null;
  /** when it ends by itself */
  endsBy: number | null;
  /** the earliest the commander may end it */
  canEndAt: number | null;
  /** the earliest the next may begin (7 days after the last) */
  nextStartAt: number | null;
}

export async function vacationStatus(ex: Executor, profileId: string, now: number): Promise<VacationStatus> {
  const open = await openVacation(ex, profileId);
  if (open) {
    const end = checkVacationEnd(open.started_at.getTime(), now);
    return {
      active: true,
      since: open.started_at.getTime(),
      endsBy: open.ends_by.getTime(),
      canEndAt: end.ok ? now : (end.until ?? null),
      nextStartAt: null,
    };
  }
  const last = await lastEnded(ex, profileId);
  const check = checkVacationStart({
    now,
    marchesOut: 0,
    reinforcementsAbroad: 0,
    ralliesJoined: 0,
    incomingHostile: 0,
    objectsHeld: 0,
    lastEndedAt: last?.getTime() ?? null,
    activeSince: null,
  });
  return {
    active: false,
    since: null,
    endsBy: null,
    canEndAt: null,
    nextStartAt: check.ok ? null : (check.until ?? null),
  };
}

/**
 * The alert that a vacation began or ended (decision 068): to the commander and their alliance's
 * members who asked for it, once per vacation and phase.
 */
async function alertVacation(trx: Executor, profileId: string, vacationId: string, phase: 'start' | 'end', at: number) {
  const [mine, names] = await Promise.all([membershipOf(trx, profileId), profileNames(trx, [profileId])]);
  const members = mine ? await membersOf(trx, mine.alliance_id) : [];
  await raiseAlert(trx, {
    profileIds: [profileId, ...members.map((m) => m.profile_id)],
    kind: 'vacation',
    sourceId: `${vacationId}:${phase}`,
    data: { commander: names.get(profileId) ?? '', phase, at },
    at,
  });
}

const RALLY_STATUSES = new Set(['joining', 'rallying', 'waiting']);
const FRIENDLY_KINDS = new Set(['reinforce', 'convoy']);

export async function startVacation(trx: Trx, profileId: string, now: number): Promise<void> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const [open, last, marches, incoming] = await Promise.all([
    openVacation(trx, profileId),
    lastEnded(trx, profileId),
    activeMarchesOf(trx, profileId),
    incomingMarchesTo(trx, b.row.id),
  ]);
  const check = checkVacationStart({
    now,
    marchesOut: marches.filter(
      (m) => m.status !== 'reinforcing' && m.status !== 'occupying' && !RALLY_STATUSES.has(m.status),
    ).length,
    reinforcementsAbroad: marches.filter((m) => m.status === 'reinforcing').length,
    ralliesJoined: marches.filter((m) => RALLY_STATUSES.has(m.status)).length,
    incomingHostile: incoming.filter((m) => m.profile_id !== profileId && !FRIENDLY_KINDS.has(m.kind)).length,
    objectsHeld: marches.filter((m) => m.status === 'occupying').length,
    lastEndedAt: last?.getTime() ?? null,
    activeSince: open ? open.started_at.getTime() : null,
  });
  if (!check.ok) throw vacationErrors.cannotStart(check.reason, check.until);
  const endsBy = vacationForcedEnd(now, VACATION_DEFAULT_MAX_DAYS);
  const v = await insertVacation(trx, {
    profile_id: profileId,
    world_id: b.row.world_id,
    started_at: new Date(now),
    ends_by: new Date(endsBy),
  });
  await freezeBase(trx, b, now, endsBy - now);
  await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: VACATION_END_EVENT,
    payload: { vacationId: v.id },
    startsAt: now,
    dueAt: endsBy,
  });
  await alertVacation(trx, profileId, v.id, 'start', now);
  await announceChange(trx, b.row);
}

export async function endVacation(trx: Trx, profileId: string, now: number): Promise<void> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const open = await openVacation(trx, profileId);
  const check = checkVacationEnd(open ? open.started_at.getTime() : null, now);
  if (!open || !check.ok)
    throw check.ok || check.reason === 'NOT_ON' ? vacationErrors.notOn() : vacationErrors.tooSoon(check.until ?? now);
  await closeVacation(trx, open.id, new Date(now));
  await thawBase(trx, b, now, open.ends_by.getTime() - now);
  await alertVacation(trx, profileId, open.id, 'end', now);
  await announceChange(trx, b.row);
}

/** The limit reached: the base thaws at the vacation's end (nothing left to give back), once. */
const vacationEnds: TimelineHandler = async ({ trx, row, state, event }) => {
  const { vacationId } = event.payload as { vacationId: string };
  // ended by the commander before: the base thawed then
  if (!(await closeVacation(trx, vacationId, new Date(event.dueAt)))) return { state };
  await alertVacation(trx, row.profile_id, vacationId, 'end', event.dueAt);
  return { state: { ...state, frozenSince: undefined } };
};

export const vacationTimelineKind: TimelineKindDef = {
  kind: VACATION_END_EVENT,
  payload: z.object({ vacationId: z.string().uuid() }),
  apply: vacationEnds,
};
