/**
 * Sending an alert (the `alerts/send` job, keyed per alert): after the transaction that raised it
 * committed, away from every base lock. It claims the alert (pending → handled, row locked), so a
 * job run twice sends once, then decides:
 * - news no more (an attack that landed) → skipped `expired`;
 * - the commander has the game open (a socket in any web process: presence.ts) → skipped `present`;
 * - quiet hours in the commander's time zone → skipped `quiet`, except an incoming attack unless
 *   they turned that off (decision 031);
 * - else a push to each of their devices that asked for it, and an e-mail through the mail module
 *   (outbox or SMTP) unless the account unsubscribed, at most one per kind per quarter hour.
 */
import { z } from 'zod';
import { config } from '../../platform/config.ts';
import type { Db, Trx } from '../../platform/db.ts';
import type { TaskFactory } from '../../platform/jobs.ts';
import { mailRecipient } from '../accounts/index.ts';
import { sendMail } from '../mail/index.ts';
import { ALERT_SCREEN, type AlertKind, alertLanguage, isAlertKind } from './kinds.ts';
import { PRESENCE_FRESH_MS, PRESENCE_STALE_MS } from './presence.ts';
import { isQuiet } from './quiet.ts';
import { SEND_TASK } from './raise.ts';
import {
  type AlertRow,
  claimAlert,
  devicesOf,
  findSettings,
  finishAlert,
  forgetDevice,
  isPresent,
  markDevice,
  pruneAlerts,
  type SettingsRow,
  sweepPresence,
  takeEmailSlot,
} from './repo.ts';
import { type PushPayload, sendPush } from './push-send.ts';
import { type AlertData, alertMail, alertText } from './texts.ts';
import { vapidKeys } from './vapid.ts';

export const PRUNE_TASK = 'alerts/prune';
/** At most one alert e-mail of a kind per commander in this long. */
export const EMAIL_GAP_MS = 15 * 60_000;
/** Handled alerts are kept this long (what was sent, and why not), then pruned. */
const KEEP_MS = 7 * 24 * 3600_000;

const Payload = z.object({ alertId: z.string().regex(/^\d+$/) });

export type Outcome = { status: 'sent' | 'skipped'; outcome: string; pushed: number; emailed: boolean };

/** The march an attack alert's "Evade now" names: the raid's own, or a rally's leader's (null: none). */
function evadeMarchOf(alert: AlertRow): string | null {
  const data = alert.data as AlertData;
  if (!data.rally) return alert.source_id;
  return typeof data.marchId === 'string' ? data.marchId : null;
}

/** Why nothing goes out now, or null when the alert may go. */
function holdBack(
  alert: AlertRow,
  settings: SettingsRow | undefined,
  present: boolean,
  suspended: boolean,
  now: number,
): string | null {
  if (!settings) return 'nothing asked';
  if (suspended) return 'suspended';
  if (now > alert.expires_at.getTime()) return 'expired';
  if (present) return 'present';
  const quiet = isQuiet(now, { start: settings.quiet_start, end: settings.quiet_end, timeZone: settings.time_zone });
  if (quiet && !(alert.kind === 'attack' && settings.attacks_in_quiet)) return 'quiet';
  return null;
}

export async function deliverAlert(db: Db, alertId: string, now: number): Promise<Outcome | null> {
  return db.transaction().execute(async (trx) => {
    const alert = await claimAlert(trx, alertId);
    // handled already (a job run twice), or gone with its commander
    if (!alert || !isAlertKind(alert.kind)) return null;
    const kind = alert.kind;
    const settings = await findSettings(trx, alert.profile_id);
    const present = settings ? await isPresent(trx, settings.account_id, PRESENCE_FRESH_MS) : false;
    // a suspended or banned account hears nothing from the game until it may play again
    const suspended = settings ? ((await mailRecipient(trx, settings.account_id, now))?.suspended ?? false) : false;
    const held = holdBack(alert, settings, present, suspended, now);
    let result: Outcome;
    if (held || !settings) result = { status: 'skipped', outcome: held ?? 'nothing asked', pushed: 0, emailed: false };
    else {
      const notes: string[] = [];
      const pushed = settings.push_kinds.includes(kind)
        ? await pushToDevices(db, trx, alert, kind, settings, now, notes)
        : 0;
      const emailed = settings.email_kinds.includes(kind)
        ? await mailIt(trx, alert, kind, settings, now, notes)
        : false;
      result = { status: pushed > 0 || emailed ? 'sent' : 'skipped', outcome: notes.join('; '), pushed, emailed };
    }
    await finishAlert(trx, alert.id, { ...result, handled_at: new Date(now) });
    return result;
  });
}

const EVADE_TITLE = { en: 'Evade now', de: 'Jetzt ausweichen' } as const;
const LAUNCH_TITLE = { en: 'Launch as planned', de: 'Wie geplant starten' } as const;

/** An operation's reminder carries its operation and launch second: the notification can launch it. */
function launchOf(kind: AlertKind, data: AlertData, lang: keyof typeof LAUNCH_TITLE) {
  if (kind !== 'operation' || typeof data.operationId !== 'string' || typeof data.launchAt !== 'number') return {};
  return { launch: { operationId: data.operationId, launchAt: data.launchAt, title: LAUNCH_TITLE[lang] } };
}

async function pushToDevices(
  db: Db,
  trx: Trx,
  alert: AlertRow,
  kind: AlertKind,
  settings: SettingsRow,
  now: number,
  notes: string[],
): Promise<number> {
  const devices = await devicesOf(trx, alert.profile_id);
  if (devices.length === 0) {
    notes.push('push: no device');
    return 0;
  }
  const keys = await vapidKeys(db);
  const evadeMarch = evadeMarchOf(alert);
  // all devices at once: one slow push service costs the job its timeout once, not once per device
  const outcomes = await Promise.all(
    devices.map((d) => {
      const text = alertText(kind, alert.data as AlertData, alertLanguage(d.language), settings.time_zone);
      const payload: PushPayload = {
        kind,
        ...text,
        url: ALERT_SCREEN[kind],
        tag: `${kind}:${alert.source_id}`.slice(0, 200),
        // an attack may be evaded from the notification: a raid's source is its march, a rally's
        // alert names its leader's march (the rally flies as one)
        ...(kind === 'attack' && evadeMarch
          ? { evade: { marchId: evadeMarch, title: EVADE_TITLE[alertLanguage(d.language)] } }
          : {}),
        ...launchOf(kind, alert.data as AlertData, alertLanguage(d.language)),
      };
      return sendPush(d, payload, keys, kind === 'attack' ? 'high' : 'normal');
    }),
  );
  let sent = 0;
  for (const [i, d] of devices.entries()) {
    const r = outcomes[i] as Awaited<ReturnType<typeof sendPush>>;
    if (r.ok) {
      sent++;
      await markDevice(trx, d.id, { last_sent_at: new Date(now), last_error: null });
    } else if (r.gone) await forgetDevice(trx, d.id);
    else await markDevice(trx, d.id, { last_error: r.error.slice(0, 500) });
  }
  notes.push(`push: ${sent} of ${devices.length}`);
  return sent;
}

async function mailIt(
  trx: Trx,
  alert: AlertRow,
  kind: AlertKind,
  settings: SettingsRow,
  now: number,
  notes: string[],
): Promise<boolean> {
  const to = await mailRecipient(trx, settings.account_id, now);
  if (!to) return false;
  if (to.optedOut) {
    notes.push('e-mail: unsubscribed');
    return false;
  }
  if (!(await takeEmailSlot(trx, alert.profile_id, kind, new Date(now), EMAIL_GAP_MS))) {
    notes.push('e-mail: one this quarter hour already');
    return false;
  }
  const lang = alertLanguage(settings.language);
  const mail = alertMail(kind, alert.data as AlertData, lang, settings.time_zone, {
    screen: `${config.publicUrl}${ALERT_SCREEN[kind]}`,
    settings: `${config.publicUrl}/profile/alerts`,
    unsubscribe: to.unsubscribeToken ? `${config.publicUrl}/unsubscribe/${to.unsubscribeToken}` : null,
  });
  await sendMail(trx, { to: to.email, subject: mail.subject, text: mail.text, kind: `alert-${kind}` }, now);
  notes.push('e-mail: sent');
  return true;
}

export const alertTasks: TaskFactory = ({ db, clock }) => ({
  [SEND_TASK]: async (raw) => {
    const { alertId } = Payload.parse(raw);
    await deliverAlert(db, alertId, clock.now());
  },
  [PRUNE_TASK]: async () => {
    while ((await pruneAlerts(db, new Date(clock.now() - KEEP_MS), 5_000)) === 5_000);
    await sweepPresence(db, PRESENCE_STALE_MS);
  },
});
