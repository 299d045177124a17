/** A commander's alert settings: read (defaults when never saved) and saved. */
import type { Executor } from '../../platform/db.ts';
import { ALERT_KINDS, type AlertKind, type AlertLanguage } from './kinds.ts';
import { alertsErrors } from './errors.ts';
import { isTimeZone } from './quiet.ts';
import { findSettings, type SettingsRow, saveSettings } from './repo.ts';

export interface AlertSettingsView {
  kinds: { kind: AlertKind; push: boolean; email: boolean }[];
  quietStart: number | null;
  quietEnd: number | null;
  attacksInQuietHours: boolean;
  timeZone: string;
  language: AlertLanguage;
}

export interface AlertSettingsInput {
  kinds: { kind: AlertKind; push: boolean; email: boolean }[];
  quietStart: number | null;
  quietEnd: number | null;
  attacksInQuietHours: boolean;
  timeZone: string;
  language: AlertLanguage;
}

/** Never saved: nothing is sent (alerts are asked for, decision 031). */
type Stored = Omit<SettingsRow, 'profile_id' | 'account_id' | 'updated_at'>;
const DEFAULTS: Stored = {
  push_kinds: [],
  email_kinds: [],
  quiet_start: null,
  quiet_end: null,
  attacks_in_quiet: true,
  time_zone: 'UTC',
  language: 'en',
};

function view(row: Stored): AlertSettingsView {
  return {
    kinds: ALERT_KINDS.map((kind) => ({
      kind,
      push: row.push_kinds.includes(kind),
      email: row.email_kinds.includes(kind),
    })),
    quietStart: row.quiet_start,
    quietEnd: row.quiet_end,
    attacksInQuietHours: row.attacks_in_quiet,
    timeZone: row.time_zone,
    language: row.language === 'de' ? 'de' : 'en',
  };
}

export async function readSettings(ex: Executor, profileId: string): Promise<AlertSettingsView> {
  return view((await findSettings(ex, profileId)) ?? DEFAULTS);
}

export async function writeSettings(
  ex: Executor,
  who: { profileId: string; accountId: string },
  input: AlertSettingsInput,
  now: number,
): Promise<AlertSettingsView> {
  if ((input.quietStart === null) !== (input.quietEnd === null)) throw alertsErrors.quietHalf();
  if (!isTimeZone(input.timeZone)) throw alertsErrors.timeZone();
  // a kind left out keeps nothing on; a kind named twice counts once
  const pick = (channel: 'push' | 'email') =>
    ALERT_KINDS.filter((k) => input.kinds.some((x) => x.kind === k && x[channel]));
  const row = await saveSettings(ex, {
    profile_id: who.profileId,
    account_id: who.accountId,
    push_kinds: pick('push'),
    email_kinds: pick('email'),
    quiet_start: input.quietStart,
    quiet_end: input.quietEnd,
    attacks_in_quiet: input.attacksInQuietHours,
    time_zone: input.timeZone,
    language: input.language,
    updated_at: new Date(now),
  });
  return view(row);
}
