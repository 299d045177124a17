/**
 * What every rally command holds (docs/decisions/020-rallies.md): the locks of the leader's base, the
 * target's, every member's and the bases the target's contingency rules write to, in id order, then
 * the rally row; the departure event that names them all in `touches`; and the word to the alliance
 * that a rally changed.
 */
import type { Executor, Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { cancelEvent, heldLocks, pendingEventsFor, scheduleEvent } from '../../platform/timeline.ts';
import { membersOf } from '../alliances/index.ts';
import { lockAndSettleMany, type SettledBase } from '../../kernel/index.ts';
import { basesToHoldFor, type MarchRow, marchesOfRallies } from '../marches/index.ts';
import { ralliesErrors } from './errors.ts';
import { findRally, lockRally, type RallyRow } from './repo.ts';

export const RALLY_EVENT = 'rally';
export type RallyLeg =
  | { rallyId: string; leg: 'depart' | 'arrive' }
  | { rallyId: string; leg: 'joined'; marchId: string };

/** Members still in a rally (their units joining or waiting at the leader's base, or flying with it). */
export const inRally = (m: MarchRow) => m.status === 'joining' || m.status === 'waiting' || m.status === 'rallying';

/**
 * Runs `fn` in `trx` holding the locks of the rally's leader, target, every member and `extra`
 * (bases, in id order, settled to `now`), with the rally row locked after them and its members read
 * under the locks. A member who joined between the first read and the locks is held too: the
 * kernel's closure reads the members under the leader's lock and grows the set in order.
 */
export async function underRallyLocks<T>(
  trx: Trx,
  rallyId: string,
  extra: string[],
  now: number,
  fn: (held: { rally: RallyRow; members: MarchRow[]; bases: Map<string, SettledBase> }) => Promise<T>,
): Promise<T> {
  const seen = await findRally(trx, rallyId);
  if (!seen) throw ralliesErrors.notAvailable();
  const membersNow = async (ex: Executor) => (await marchesOfRallies(ex, [rallyId])).filter(inRally);
  // the members as read before the locks: most often still all of them
  const before = (await membersNow(trx)).map((m) => m.base_id);
  const ids = [seen.leader_base_id, ...(seen.target_base_id ? [seen.target_base_id] : []), ...before, ...extra];
  const bases = await lockAndSettleMany(trx, ids, now, {
    // and what the target's contingency rules write to (an ally's base): the departure touches it
    alsoHold: async (ex) => [
      ...(await membersNow(ex)).map((m) => m.base_id),
      ...(seen.target_base_id ? await basesToHoldFor(ex, seen.target_base_id) : []),
    ],
  });
  const rally = await lockRally(trx, rallyId);
  if (!rally) throw ralliesErrors.notAvailable();
  const members = await membersNow(trx);
  // a member's base that is gone (the commander deleted): nothing this command can hold
  if (members.some((m) => !bases.has(m.base_id))) throw ralliesErrors.joinFailed();
  return fn({ rally, members, bases });
}

/** Re-writes the departure on the leader's timeline with the members it now has in `touches`. */
export async function rescheduleDeparture(trx: Trx, rally: RallyRow, members: MarchRow[]) {
  const pending = (await pendingEventsFor(trx, RALLY_EVENT, 'rallyId', rally.id)).filter(
    (e) => (e.payload as RallyLeg).leg === 'depart',
  );
  for (const e of pending) await cancelEvent(trx, e);
  const target = rally.target_base_id;
  const touches = [
    ...new Set([
      ...members.map((m) => m.base_id),
      ...(target ? [target, ...(await basesToHoldFor(trx, target)).filter((id) => heldLocks(trx).has(id))] : []),
    ]),
  ];
  const leg: RallyLeg = { rallyId: rally.id, leg: 'depart' };
  await scheduleEvent(trx, {
    baseId: rally.leader_base_id,
    kind: RALLY_EVENT,
    payload: leg,
    startsAt: rally.created_at.getTime(),
    dueAt: rally.departs_at.getTime(),
    touches,
  });
}

/** Tells every member of the rally's alliance (on commit) that the rally changed: /rallies refetches. */
export async function announceRally(
  ex: Executor,
  rally: Pick<RallyRow, 'id' | 'alliance_id' | 'status'>,
  extra: string[] = [],
) {
  const members = await membersOf(ex, rally.alliance_id);
  for (const id of new Set([...members.map((m) => m.profile_id), ...extra]))
    await publish(ex, { profileId: id, kind: 'rally-changed', data: { rallyId: rally.id, status: rally.status } });
}
