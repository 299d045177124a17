/**
 * Alliance help (decision 071): a member asks their alliance for help on one running queue item;
 * each ally's tap moves the item's end earlier by the rule of src/game/alliance-help.ts and
 * reschedules its timeline event, as a speed-up does. A tap locks the asker's base (the kernel's
 * lock) before it counts the helps given, so taps on one item are serialised and the cap holds
 * however many race; the helps table's key (item, helper) makes each helper's tap count once.
 */
import { type Completion, checkHelp, HELP_CAP, helpCutMs, helpedDue, inProgressOf } from '../../game/index.ts';
import { announceChange, lockAndSettle, lockAndSettleProfile } from '../../kernel/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { eventsDueAt, rescheduleEvent } from '../../platform/timeline.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { isQueueItem } from '../bases/index.ts';
import { profileNames } from '../worlds/index.ts';
import { allyHelpErrors } from './errors.ts';
import { findRequest, helpersOf, insertHelp, insertRequest, requestsOfAlliance } from './repo.ts';

/** How far back the list of open requests looks (an item running longer drops off it). */
const LIST_WINDOW_MS = 30 * 24 * 3_600_000;

export interface HelpRequestView {
  id: string;
  profileId: string;
  commander: string;
  queueItemId: string;
  kind: string;
  target: string;
  level: number;
  dueAt: number;
  helps: number;
  cap: number;
  /** what one more help cuts */
  cutMs: number;
  mine: boolean;
  helpedByMe: boolean;
}

/** Tells every member of the alliance that its help list changed. */
export async function announceToAlliance(
  ex: Executor,
  allianceId: string,
  what: 'help' | 'operation' | 'announcement',
) {
  for (const m of await membersOf(ex, allianceId))
    await publish(ex, { profileId: m.profile_id, kind: 'alliance-ops', data: { what } });
}

/** The open requests of the reader's alliance: items still running, of commanders still in it, below the cap (the reader's own always). */
export async function openHelpRequests(ex: Executor, profileId: string, now: number): Promise<HelpRequestView[]> {
  const me = await membershipOf(ex, profileId);
  if (!me) return [];
  const [rows, members] = await Promise.all([
    requestsOfAlliance(ex, me.alliance_id, new Date(now - LIST_WINDOW_MS)),
    membersOf(ex, me.alliance_id),
  ]);
  const inIt = new Set(members.map((m) => m.profile_id));
  const due = await eventsDueAt(
    ex,
    rows.map((r) => r.event_id),
  );
  const open = rows.filter(
    (r) =>
      inIt.has(r.profile_id) &&
      (due.get(r.event_id) ?? 0) > now &&
      (r.helpers.length < HELP_CAP || r.profile_id === profileId),
  );
  const names = await profileNames(ex, [...new Set(open.map((r) => r.profile_id))]);
  return open.map((r) => ({
    id: r.id,
    profileId: r.profile_id,
    commander: names.get(r.profile_id) ?? '',
    queueItemId: r.event_id,
    kind: r.queue,
    target: r.subject,
    level: r.amount,
    dueAt: due.get(r.event_id) ?? now,
    helps: r.helpers.length,
    cap: HELP_CAP,
    cutMs: r.cut_ms,
    mine: r.profile_id === profileId,
    helpedByMe: r.helpers.includes(profileId),
  }));
}

/** Asks the alliance for help with one running queue item of the commander's base. */
export async function askForHelp(trx: Trx, profileId: string, queueItemId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const event = b.pending.filter(isQueueItem).find((e) => e.id === queueItemId && !e.parked);
  if (!event || event.dueAt <= now) throw allyHelpErrors.itemGone();
  const me = await membershipOf(trx, profileId);
  if (!me) throw platformError('NOT_MEMBER');
  const item = inProgressOf(event.payload as Completion);
  const made = await insertRequest(trx, {
    alliance_id: me.alliance_id,
    profile_id: profileId,
    base_id: b.row.id,
    event_id: event.id,
    queue: item.kind,
    subject: item.target,
    amount: item.level,
    duration_ms: Math.max(0, event.dueAt - event.startsAt),
    cut_ms: helpCutMs(Math.max(0, event.dueAt - event.startsAt), b.row.speed),
    created_at: new Date(now),
  });
  if (!made) throw allyHelpErrors.alreadyAsked();
  await announceToAlliance(trx, me.alliance_id, 'help');
  return made.id;
}

/**
 * One ally's tap on one request: refused (with the reason) for the asker, a non-member, an item
 * done or gone, a second tap or past the cap; else the item ends `cut` earlier (never before now),
 * and one done by now completes in this transaction.
 */
export async function giveHelp(trx: Trx, helperId: string, requestId: string, now: number) {
  const req = await findRequest(trx, requestId);
  if (!req) throw allyHelpErrors.notFound();
  // the asker's base lock serialises every tap on its items: the helps are counted under it
  const b = await lockAndSettle(trx, req.base_id, now);
  const event = b?.pending.filter(isQueueItem).find((e) => e.id === req.event_id && !e.parked);
  const [helpers, mine, theirs] = await Promise.all([
    helpersOf(trx, req.id),
    membershipOf(trx, helperId),
    membershipOf(trx, req.profile_id),
  ]);
  const check = checkHelp({
    helperId,
    askerId: req.profile_id,
    sameAlliance: mine?.alliance_id === req.alliance_id && theirs?.alliance_id === req.alliance_id,
    helpers,
    running: !!event && event.dueAt > now,
  });
  if (!check.ok) throw allyHelpErrors.refused(check.reason);
  if (!b || !event) throw allyHelpErrors.itemGone();
  const cutMs = req.cut_ms;
  if (!(await insertHelp(trx, { request_id: req.id, helper_id: helperId, cut_ms: cutMs, helped_at: new Date(now) })))
    throw allyHelpErrors.refused('ALREADY_HELPED');
  const dueAt = helpedDue(event.dueAt, cutMs, now);
  await rescheduleEvent(trx, event, dueAt);
  await announceChange(trx, b.row, [{ id: event.id, dueAt }]);
  // done by now: it completes in this transaction (same lock), as any due event would
  if (dueAt <= now) await lockAndSettle(trx, b.row.id, now);
  await announceToAlliance(trx, req.alliance_id, 'help');
  return { requestId: req.id, queueItemId: event.id, dueAt, cutMs };
}

/** Helps every open request of the alliance the reader has not helped yet, each in its own transaction; how many were helped. */
export async function helpAll(db: Db, helperId: string, now: number): Promise<number> {
  const open = (await openHelpRequests(db, helperId, now)).filter((r) => !r.mine && !r.helpedByMe);
  let helped = 0;
  for (const r of open) {
    try {
      await db.transaction().execute((trx) => giveHelp(trx, helperId, r.id, now));
      helped++;
    } catch {
      // the cap reached or the item done meanwhile: the others still get their help
    }
  }
  return helped;
}
