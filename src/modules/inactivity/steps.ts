/**
 * The inactivity timeline (decision 068): one event per commander pending at a time (their watch
 * names it), applied by the kernel under the base's lock like every other. Applied, it reads the
 * last sign-in afresh, takes what is due — a warning e-mail, the ghost step, the removal — each
 * recorded once per sign-in it counts from, and schedules the next look. An event of an older
 * chain (the watch names another) does nothing.
 */
import { z } from 'zod';
import { countedAwayMs, type InactivityMoment, nextInactivityAction, WARNING_LEAD_MS } from '../../game/index.ts';
import type { TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';
import { config } from '../../platform/config.ts';
import type { Trx } from '../../platform/db.ts';
import { mailRecipient } from '../accounts/index.ts';
import { setBaseRemoved } from '../bases/index.ts';
import { sendMail } from '../mail/index.ts';
import { vacationSpansOf } from '../vacation/index.ts';
import { commandersByIds } from '../worlds/index.ts';
import { warningMail } from './mails.ts';
import { signInsOf } from './markers.ts';
import { findWatch, momentsTaken, saveWatch, takeMoment } from './repo.ts';

export const INACTIVITY_EVENT = 'inactivity';

/** At most this many moments in one event (a long stop of the server catches up in a few). */
const MAX_MOMENTS_PER_EVENT = 6;

async function warn(trx: Trx, profileId: string, moment: InactivityMoment, at: number) {
  const [p] = await commandersByIds(trx, [profileId]);
  if (!p) return;
  const to = await mailRecipient(trx, p.account_id, at);
  const mail = warningMail(moment, p.username, at + WARNING_LEAD_MS, config.publicUrl);
  // the warning concerns the account's own base: it goes out even to one who opted out of the rest
  if (!to || !mail) return;
  await sendMail(trx, { to: to.email, subject: mail.subject, text: mail.text, kind: 'inactivity-warning' }, at);
}

const applyInactivity: TimelineHandler = async ({ trx, row, state, event, schedule }) => {
  const profileId = row.profile_id;
  const watch = await findWatch(trx, profileId);
  if (watch && watch.event_id !== null && watch.event_id !== event.id) return { state };
  const at = event.dueAt;
  const last = (await signInsOf(trx, [profileId])).get(profileId);
  if (last === undefined) return { state };
  const spans = (await vacationSpansOf(trx, [profileId], new Date(last))).get(profileId) ?? [];
  const countedFrom = new Date(last);
  const taken = await momentsTaken(trx, profileId, countedFrom);
  let s = state;
  for (let i = 0; i < MAX_MOMENTS_PER_EVENT; i++) {
    const action = nextInactivityAction(countedAwayMs(last, at, spans), at, taken);
    if (action.kind === 'done') break;
    if (action.kind === 'wait') {
      const next = await schedule({
        baseId: row.id,
        kind: INACTIVITY_EVENT,
        payload: {},
        startsAt: at,
        dueAt: at + action.ms,
      });
      await saveWatch(trx, {
        profile_id: profileId,
        base_id: row.id,
        next_due_at: new Date(next.dueAt),
        event_id: next.id,
      });
      return { state: s };
    }
    taken.set(action.moment, at);
    // the unique key: a moment is taken once per sign-in, whatever runs twice
    if (
      !(await takeMoment(trx, {
        profile_id: profileId,
        counted_from: countedFrom,
        moment: action.moment,
        at: new Date(at),
      }))
    )
      continue;
    if (action.kind === 'drop') continue;
    if (action.moment === 'ghost') s = { ...s, ghostSince: at };
    else if (action.moment === 'removed') await setBaseRemoved(trx, row.id, new Date(at));
    else await warn(trx, profileId, action.moment, at);
  }
  await saveWatch(trx, { profile_id: profileId, base_id: row.id, next_due_at: null, event_id: null });
  return { state: s };
};

export const inactivityTimelineKind: TimelineKindDef = {
  kind: INACTIVITY_EVENT,
  payload: z.object({}),
  apply: applyInactivity,
};
