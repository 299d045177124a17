/**
 * The inactivity timeline (decision 068). One look per commander is pending at a time: a job keyed
 * by the commander (`inactivity/look`, jobs.ts), replaced at every sign-in, that at its time puts
 * an `inactivity` event on the base's timeline, applied at once by the kernel under the base's lock
 * in due order with every other event there (an attack landing in the same instant included).
 * Applied, the event reads the last sign-in afresh, takes what is due — a warning e-mail, the ghost
 * step, the removal — each recorded once per sign-in it counts from, and plans the next look.
 */
import { z } from 'zod';
import { type InactivityMoment, inactiveMs, nextInactivityAction, WARNING_LEAD_MS } from '../../game/index.ts';
import type { TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';
import { config } from '../../platform/config.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { enqueue } from '../../platform/jobs.ts';
import { mailRecipient } from '../accounts/index.ts';
import { setBaseRemoved } from '../bases/index.ts';
import { sendMail } from '../mail/index.ts';
import { vacationSpansOf } from '../vacation/index.ts';
import { commandersByIds } from '../worlds/index.ts';
import { warningMail } from './mails.ts';
import { signInsOf } from './markers.ts';
import { momentsTaken, saveWatch, takeMoment } from './repo.ts';

export const INACTIVITY_EVENT = 'inactivity';
export const LOOK_TASK = 'inactivity/look';

/** At most this many moments in one event (a long stop of the server catches up in a few). */
const MAX_MOMENTS_PER_EVENT = 6;

/** Plans the commander's next look at `at`, replacing the one pending (a sign-in cancels it so). */
export async function planLook(ex: Executor, profileId: string, baseId: string, at: number): Promise<void> {
  await enqueue(ex, LOOK_TASK, { profileId, at }, { runAt: at, jobKey: `inactivity:${profileId}` });
  await saveWatch(ex, { profile_id: profileId, base_id: baseId, next_due_at: new Date(at) });
}

async function warn(trx: Trx, profileId: string, moment: InactivityMoment, at: number) {
  const [p] = await commandersByIds(trx, [profileId]);
  if (!p) return;
  const to = await mailRecipient(trx, p.account_id, at);
  const mail = warningMail(moment, p.username, at + WARNING_LEAD_MS, config.publicUrl);
  // the warning concerns the account's own base: it goes out even to one who opted out of the rest
  if (!to || !mail) return;
  await sendMail(trx, { to: to.email, subject: mail.subject, text: mail.text, kind: 'inactivity-warning' }, at);
}

const applyInactivity: TimelineHandler = async ({ trx, row, state, event }) => {
  const profileId = row.profile_id;
  const at = event.dueAt;
  const last = (await signInsOf(trx, [profileId])).get(profileId);
  if (last === undefined) return { state };
  const spans = (await vacationSpansOf(trx, [profileId], new Date(last))).get(profileId) ?? [];
  const countedFrom = new Date(last);
  const taken = await momentsTaken(trx, profileId, countedFrom);
  let s = state;
  for (let i = 0; i < MAX_MOMENTS_PER_EVENT; i++) {
    const action = nextInactivityAction(inactiveMs({ lastSignInAt: last, vacations: spans }, at), at, taken);
    if (action.kind === 'done') break;
    if (action.kind === 'wait') {
      await planLook(trx, profileId, row.id, at + action.ms);
      return { state: s };
    }
    taken.set(action.moment, at);
    // the unique key: a moment is taken once per sign-in, whatever runs twice
    const first = await takeMoment(trx, {
      profile_id: profileId,
      counted_from: countedFrom,
      moment: action.moment,
      at: new Date(at),
    });
    if (!first || action.kind === 'drop') continue;
    if (action.moment === 'ghost') s = { ...s, ghostSince: at };
    else if (action.moment === 'removed') await setBaseRemoved(trx, row.id, new Date(at));
    else await warn(trx, profileId, action.moment, at);
  }
  await saveWatch(trx, { profile_id: profileId, base_id: row.id, next_due_at: null });
  return { state: s };
};

export const inactivityTimelineKind: TimelineKindDef = {
  kind: INACTIVITY_EVENT,
  payload: z.object({}),
  apply: applyInactivity,
};
