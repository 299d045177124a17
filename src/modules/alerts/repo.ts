/** The alerts module's tables: settings per commander, push devices, the alerts raised, e-mail pacing, presence. */
import { type Generated, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx, uuidArray } from '../../platform/db.ts';
import { SENT_WITH_NEXT } from '../../platform/pipelined-dialect.ts';

export interface AlertsTables {
  alert_settings: {
    profile_id: string;
    account_id: string;
    push_kinds: Generated<string[]>;
    email_kinds: Generated<string[]>;
    quiet_start: number | null;
    quiet_end: number | null;
    attacks_in_quiet: Generated<boolean>;
    time_zone: Generated<string>;
    language: Generated<string>;
    updated_at: Date;
  };
  push_devices: {
    id: Generated<string>;
    profile_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: Generated<string>;
    user_agent: Generated<string>;
    created_at: Date;
    last_sent_at: Date | null;
    last_error: string | null;
  };
  alerts: {
    /** bigserial: read back as a number (platform/db.ts); jobs carry it as text */
    id: Generated<number>;
    profile_id: string;
    kind: string;
    source_id: string;
    data: Generated<Record<string, unknown>>;
    created_at: Date;
    expires_at: Date;
    status: Generated<string>;
    outcome: string | null;
    pushed: Generated<number>;
    emailed: Generated<boolean>;
    handled_at: Date | null;
  };
  alert_email_sent: { profile_id: string; kind: string; sent_at: Date };
  socket_presence: { process_id: string; account_id: string; seen_at: Date };
}
export type SettingsRow = Selectable<AlertsTables['alert_settings']>;
export type DeviceRow = Selectable<AlertsTables['push_devices']>;
export type AlertRow = Selectable<AlertsTables['alerts']>;

const q = (ex: Executor) => tables<AlertsTables>(ex);
const t = (trx: Trx) => tablesTrx<AlertsTables>(trx);

// ── settings ──

export const findSettings = (ex: Executor, profileId: string) =>
  q(ex).selectFrom('alert_settings').selectAll().where('profile_id', '=', profileId).executeTakeFirst();

export async function saveSettings(ex: Executor, row: SettingsRow): Promise<SettingsRow> {
  const { profile_id: _p, ...rest } = row;
  return q(ex)
    .insertInto('alert_settings')
    .values(row)
    .onConflict((c) => c.column('profile_id').doUpdateSet(rest))
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ── devices ──

export const devicesOf = (ex: Executor, profileId: string) =>
  q(ex).selectFrom('push_devices').selectAll().where('profile_id', '=', profileId).orderBy('created_at').execute();

/** Adds a device, or refreshes its keys and language when this browser subscribed before. */
export function upsertDevice(ex: Executor, d: Omit<DeviceRow, 'id' | 'last_sent_at' | 'last_error'>) {
  return q(ex)
    .insertInto('push_devices')
    .values(d)
    .onConflict((c) =>
      c.columns(['profile_id', 'endpoint']).doUpdateSet({
        p256dh: d.p256dh,
        auth: d.auth,
        language: d.language,
        user_agent: d.user_agent,
        last_error: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDevice(ex: Executor, profileId: string, id: string): Promise<boolean> {
  const r = await q(ex)
    .deleteFrom('push_devices')
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Serialises adding devices for one commander (the cap is counted, then a row added), for the rest of the transaction. */
export async function lockDevicesOf(trx: Trx, profileId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`push-devices:${profileId}`}))`.execute(trx);
}

export const countDevices = async (ex: Executor, profileId: string) =>
  Number(
    (
      await q(ex)
        .selectFrom('push_devices')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('profile_id', '=', profileId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

export async function markDevice(
  ex: Executor,
  id: string,
  patch: Partial<Pick<DeviceRow, 'last_sent_at' | 'last_error'>>,
) {
  await q(ex).updateTable('push_devices').set(patch).where('id', '=', id).execute();
}

/** A device the push service says is gone (404, 410). */
export async function forgetDevice(ex: Executor, id: string) {
  await q(ex).deleteFrom('push_devices').where('id', '=', id).execute();
}

// ── alerts ──

/**
 * Raises one alert per commander in `profileIds` who asked for this kind (by push or e-mail), at
 * most once per (commander, kind, source): a second raise for the same source is nothing. Each new
 * alert gets its send job, keyed on it, in the same statement (so in the caller's transaction).
 * Returns the ids raised.
 */
export async function insertAlerts(
  ex: Executor,
  a: {
    profileIds: string[];
    kind: string;
    sourceId: string;
    data: Record<string, unknown>;
    at: Date;
    expiresAt: Date;
    task: string;
  },
  withNext = false,
): Promise<string[]> {
  if (a.profileIds.length === 0) return [];
  const ids = uuidArray(a.profileIds);
  const r = await sql<{ id: string }>`${sql.raw(withNext ? SENT_WITH_NEXT : '')}
    with raised as (
      insert into alerts (profile_id, kind, source_id, data, created_at, expires_at)
      select s.profile_id, ${a.kind}, ${a.sourceId}, ${JSON.stringify(a.data)}::text::jsonb, ${a.at}, ${a.expiresAt}
      from alert_settings s
      where s.profile_id = any(${ids}) and (${a.kind} = any(s.push_kinds) or ${a.kind} = any(s.email_kinds))
      on conflict on constraint alerts_once do nothing
      returning id
    )
    select raised.id::text as id, graphile_worker.add_job(${a.task}, json_build_object('alertId', raised.id::text), job_key => 'alert:' || raised.id::text)
    from raised`.execute(ex);
  return r.rows.map((x) => x.id);
}

/** The alert, locked while it is pending; null when it is gone, handled, or another job holds it. */
export const claimAlert = (trx: Trx, id: string) =>
  t(trx)
    .selectFrom('alerts')
    .selectAll()
    .where('id', '=', Number(id))
    .where('status', '=', 'pending')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export async function finishAlert(
  ex: Executor,
  id: number,
  patch: Pick<AlertRow, 'status' | 'outcome' | 'pushed' | 'emailed' | 'handled_at'>,
) {
  await q(ex).updateTable('alerts').set(patch).where('id', '=', id).execute();
}

export const findAlert = (ex: Executor, id: number) =>
  q(ex).selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();

/** Handled alerts older than `before` go (the unique key has done its work by then), in short batches. */
export async function pruneAlerts(ex: Executor, before: Date, batch: number): Promise<number> {
  const r =
    await sql`delete from alerts where id in (select id from alerts where handled_at < ${before} limit ${batch})`.execute(
      ex,
    );
  return Number(r.numAffectedRows ?? 0);
}

// ── e-mail pacing ──

/**
 * Takes the commander's e-mail slot for this kind: true (and the slot is taken from `at`) when the
 * last alert e-mail of the kind went out at least `gapMs` before, or never; one statement, so two
 * jobs at once cannot both take it.
 */
export async function takeEmailSlot(
  ex: Executor,
  profileId: string,
  kind: string,
  at: Date,
  gapMs: number,
): Promise<boolean> {
  const r = await sql<{ sent_at: Date }>`
    insert into alert_email_sent (profile_id, kind, sent_at) values (${profileId}, ${kind}, ${at})
    on conflict (profile_id, kind) do update set sent_at = excluded.sent_at
      where alert_email_sent.sent_at <= ${new Date(at.getTime() - gapMs)}
    returning sent_at`.execute(ex);
  return r.rows.length > 0;
}

// ── presence ──

/** Marks accounts as having a socket open in this process, now (the database's clock). */
export async function heartbeat(ex: Executor, processId: string, accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await sql`
    insert into socket_presence (process_id, account_id, seen_at)
    select ${processId}, a, now() from unnest(${uuidArray(accountIds)}) as a
    on conflict (process_id, account_id) do update set seen_at = now()`.execute(ex);
}

export async function leave(ex: Executor, processId: string, accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await q(ex)
    .deleteFrom('socket_presence')
    .where('process_id', '=', processId)
    .where('account_id', 'in', accountIds)
    .execute();
}

/** Rows no process has refreshed for `staleMs` (a process that died) go. */
export async function sweepPresence(ex: Executor, staleMs: number): Promise<void> {
  await sql`delete from socket_presence where seen_at < now() - make_interval(secs => ${staleMs / 1000})`.execute(ex);
}

/** Has the account a socket open in any process, refreshed within `freshMs`? */
export async function isPresent(ex: Executor, accountId: string, freshMs: number): Promise<boolean> {
  const r = await sql<{ present: boolean }>`
    select exists(select 1 from socket_presence where account_id = ${accountId} and seen_at > now() - make_interval(secs => ${freshMs / 1000})) as present`.execute(
    ex,
  );
  return r.rows[0]?.present === true;
}

/** Which of these accounts have a socket open in any process, refreshed within `freshMs`. */
export async function presentAmong(ex: Executor, accountIds: string[], freshMs: number): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const r = await sql<{ account_id: string }>`
    select distinct account_id from socket_presence
    where account_id = any(${uuidArray(accountIds)}) and seen_at > now() - make_interval(secs => ${freshMs / 1000})`.execute(
    ex,
  );
  return new Set(r.rows.map((x) => x.account_id));
}

/** An erased account's commanders: their push devices and alert settings go. */
export async function forgetAlertsOf(ex: Executor, profileIds: string[]): Promise<void> {
  if (profileIds.length === 0) return;
  await q(ex).deleteFrom('push_devices').where('profile_id', 'in', profileIds).execute();
  await q(ex).deleteFrom('alert_settings').where('profile_id', 'in', profileIds).execute();
}
