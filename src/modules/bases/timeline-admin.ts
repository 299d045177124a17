/**
 * An operator's hands on the timeline (/control → Timeline): the events a handler refused (parked),
 * retried or discarded one at a time under their base's lock, each written to the audit log.
 */
import type { Db, Trx } from '../../platform/db.ts';
import {
  discardParked,
  findParked,
  type ParkedEvent,
  parkedEvents,
  unparkEvent,
} from '../../platform/timeline-parked.ts';
import { timelineHealth } from '../../platform/timeline-upkeep.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { lockAndSettle } from '../../kernel/index.ts';
import { ownersOfBases } from './repo.ts';
import { basesError } from './errors.ts';

const notParked = () => basesError('EVENT_NOT_PARKED');

const view = (e: ParkedEvent, owners: Map<string, string>) => ({
  ...e,
  payload: JSON.stringify(e.payload),
  profileId: owners.get(e.baseId) ?? null,
});

export async function timelineOverview(db: Db, now: number) {
  const [health, parked] = await Promise.all([timelineHealth(db, now), parkedEvents(db, 100)]);
  const owners = await ownersOfBases(db, [...new Set(parked.map((e) => e.baseId))]);
  return { ...health, parkedEvents: parked.map((e) => view(e, owners)) };
}

/** Lets a parked event apply again now; it parks again (with the new error) if its handler still throws. */
export async function retryParkedEvent(trx: Trx, admin: Session, eventId: string, now: number) {
  const event = await findParked(trx, eventId);
  if (!event) throw notParked();
  await lockAndSettle(trx, event.baseId, now);
  if (!(await unparkEvent(trx, event))) throw notParked();
  await lockAndSettle(trx, event.baseId, now);
  const still = await findParked(trx, eventId);
  const outcome = still ? ('parked' as const) : ('applied' as const);
  await recordAdminAction(
    trx,
    admin,
    'timeline-retry',
    eventId,
    { baseId: event.baseId, kind: event.kind, outcome, error: still?.error ?? null, before: event.error },
    now,
  );
  return { id: eventId, outcome, error: still?.error ?? null };
}

/** Removes a parked event for good; the audit log keeps what it was. */
export async function discardParkedEvent(trx: Trx, admin: Session, eventId: string, now: number) {
  const event = await findParked(trx, eventId);
  if (!event) throw notParked();
  await lockAndSettle(trx, event.baseId, now);
  if (!(await discardParked(trx, event))) throw notParked();
  await recordAdminAction(
    trx,
    admin,
    'timeline-discard',
    eventId,
    {
      baseId: event.baseId,
      kind: event.kind,
      payload: event.payload,
      dueAt: new Date(event.dueAt).toISOString(),
      error: event.error,
    },
    now,
  );
  return { id: eventId, outcome: 'discarded' as const, error: null };
}
