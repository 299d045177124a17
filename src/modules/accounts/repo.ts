import { type Generated, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface AccountsTables {
  accounts: {
    id: Generated<string>;
    username: string;
    email: string;
    password_hash: string;
    role: Generated<string>;
    status: Generated<string>;
    referral: string | null;
    totp_secret: string | null;
    totp_enabled: Generated<boolean>;
    /** the time step of the last 2-FA code accepted (RFC 6238 §5.2: a code is accepted once); null: none yet */
    totp_last_step: number | null;
    must_change_password: Generated<boolean>;
    last_login: Date | null;
    mail_opt_out: Generated<boolean>;
    created_at: Generated<Date>;
    reviewed_at: Date | null;
    suspended_until: Date | null;
    suspension_reason: string | null;
    /** made by an admin for `bun run bots` */
    is_bot: Generated<boolean>;
    /** the player asked to delete the account: erased then unless they sign in before */
    deletion_due_at: Date | null;
    /** personal data erased (the world keeps a ghost) */
    erased_at: Date | null;
    /** the language the account registered in: its e-mails are written in it */
    language: Generated<string>;
  };
  account_tokens: {
    token: string;
    account_id: string;
    kind: string;
    expires_at: Date | null;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  sessions: {
    id: Generated<string>;
    account_id: string;
    profile_id: string | null;
    created_at: Generated<Date>;
    revoked_at: Date | null;
    user_agent: Generated<string>;
    last_seen_at: Generated<Date>;
    ip: string | null;
  };
  login_failures: {
    username: string;
    source: string;
    failures: number;
    blocked_until: Date | null;
    updated_at: Date;
  };
}
export type AccountRow = Selectable<AccountsTables['accounts']>;

const q = (ex: Executor) => tables<AccountsTables>(ex);

export function findAccountByUsername(ex: Executor, username: string) {
  return q(ex)
    .selectFrom('accounts')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Locks the account row: sign-in counters and status changes are serialised per account. */
export function findAccountByUsernameForUpdate(trx: Trx, username: string) {
  return tablesTrx<AccountsTables>(trx)
    .selectFrom('accounts')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

export function findAccountById(ex: Executor, id: string) {
  return q(ex).selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountByIdForUpdate(trx: Trx, id: string) {
  return tablesTrx<AccountsTables>(trx)
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a new account; returns null when the username is taken (unique index). */
export async function insertAccount(
  ex: Executor,
  a: {
    username: string;
    email: string;
    passwordHash: string;
    role: string;
    status: string;
    referral: string | null;
    language?: string;
    at: Date;
  },
) {
  return q(ex)
    .insertInto('accounts')
    .values({
      username: a.username,
      email: a.email,
      password_hash: a.passwordHash,
      role: a.role,
      status: a.status,
      referral: a.referral,
      ...(a.language ? { language: a.language } : {}),
      created_at: a.at,
    })
    .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

export async function updateAccount(ex: Executor, id: string, patch: Partial<Omit<AccountRow, 'id'>>) {
  await q(ex).updateTable('accounts').set(patch).where('id', '=', id).execute();
}

/** Accounts whose TOTP seed is still stored in plain text (written before seeds were sealed). */
export function listUnsealedTotpSecrets(ex: Executor) {
  return q(ex)
    .selectFrom('accounts')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where('totp_secret', 'not like', 'v1.%')
    .execute();
}

/** Replaces a stored TOTP seed only while it still holds `from` (no lost update with a concurrent change). */
export async function replaceTotpSecret(ex: Executor, id: string, from: string, to: string) {
  await q(ex)
    .updateTable('accounts')
    .set({ totp_secret: to })
    .where('id', '=', id)
    .where('totp_secret', '=', from)
    .execute();
}

export function listAccountsByStatus(ex: Executor, status: string, limit: number) {
  return q(ex)
    .selectFrom('accounts')
    .select(['id', 'username', 'email', 'status', 'referral', 'created_at', 'reviewed_at', 'role'])
    .where('status', '=', status)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

export async function insertToken(
  ex: Executor,
  t: { token: string; accountId: string; kind: string; expiresAt: Date | null; at: Date },
) {
  await q(ex)
    .insertInto('account_tokens')
    .values({
      token: t.token,
      account_id: t.accountId,
      kind: t.kind,
      expires_at: t.expiresAt,
      created_at: t.at,
    })
    .execute();
}

export function findTokenForUpdate(trx: Trx, token: string, kind: string) {
  return tablesTrx<AccountsTables>(trx)
    .selectFrom('account_tokens')
    .selectAll()
    .where('token', '=', token)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

export function findTokenOfAccount(ex: Executor, accountId: string, kind: string) {
  return q(ex)
    .selectFrom('account_tokens')
    .select('token')
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function markTokenUsed(ex: Executor, token: string, at: Date) {
  await q(ex).updateTable('account_tokens').set({ used_at: at }).where('token', '=', token).execute();
}

export async function insertSession(
  ex: Executor,
  accountId: string,
  at: Date,
  userAgent: string,
  ip: string | null = null,
) {
  return q(ex)
    .insertInto('sessions')
    .values({
      account_id: accountId,
      created_at: at,
      last_seen_at: at,
      user_agent: userAgent.slice(0, 500),
      ip: ip?.slice(0, 100) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The live session with the account fields a request needs, or undefined when revoked or unknown. */
export interface LiveSession {
  sessionId: string;
  profileId: string | null;
  accountId: string;
  username: string;
  role: string;
  status: string;
  totpEnabled: boolean;
  lastLogin: Date | null;
  mustChangePassword: boolean;
  lastSeenAt: Date;
}

/**
 * Every request asks this, so it is written out rather than built: the builder cost more than the
 * statement's round trip (docs/decisions/038).
 */
export async function findLiveSession(ex: Executor, sessionId: string): Promise<LiveSession | undefined> {
  const r = await sql<LiveSession>`
    select s.id as "sessionId", s.profile_id as "profileId", a.id as "accountId", a.username, a.role, a.status,
      a.totp_enabled as "totpEnabled", a.last_login as "lastLogin", a.must_change_password as "mustChangePassword", s.last_seen_at as "lastSeenAt"
    from sessions s join accounts a on a.id = s.account_id
    where s.id = ${sessionId} and s.revoked_at is null`.execute(ex);
  return r.rows[0];
}

/**
 * Revokes an account's live sessions: all of them, only `only`, or all but `except`.
 * Returns the ids it ended. Called only through sessions.ts `endSessions`.
 */
export async function revokeSessions(
  ex: Executor,
  accountId: string,
  which: { only?: string; except?: string },
  at: Date,
) {
  let query = q(ex)
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (which.only) query = query.where('id', '=', which.only);
  if (which.except) query = query.where('id', '<>', which.except);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Marks a session seen at `at` unless it was seen within the last minute (no write then). */
export async function touchSession(ex: Executor, sessionId: string, at: Date) {
  await q(ex)
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', new Date(at.getTime() - 60_000))
    .execute();
}

/** An account's live sessions, most recently seen first. */
export function listLiveSessions(ex: Executor, accountId: string, notBefore: Date) {
  return q(ex)
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('created_at', '>=', notBefore)
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
}

export async function setSessionProfile(ex: Executor, sessionId: string, profileId: string | null) {
  await q(ex).updateTable('sessions').set({ profile_id: profileId }).where('id', '=', sessionId).execute();
}

/** When each account last signed in (null: never), for inactivity (decision 068). */
export async function lastSignIns(ex: Executor, ids: string[]): Promise<Map<string, Date | null>> {
  if (ids.length === 0) return new Map();
  const rows = await q(ex).selectFrom('accounts').select(['id', 'last_login']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.last_login]));
}

export function findAccountsByIds(ex: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q(ex)
    .selectFrom('accounts')
    .select([
      'id',
      'username',
      'email',
      'role',
      'status',
      'created_at',
      'suspended_until',
      'suspension_reason',
      'is_bot',
      'last_login',
    ])
    .where('id', 'in', ids)
    .execute();
}

/**
 * The failure counter of one (username, client address) pair. Attempts of one pair are serialised
 * by a transaction-scoped advisory lock first (the row may not exist yet, so a row lock alone would
 * let parallel first guesses each count as the first).
 */
export async function findLoginFailuresForUpdate(trx: Trx, username: string, source: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`login-failures:${username}|${source}`}, 0))`.execute(trx);
  return tablesTrx<AccountsTables>(trx)
    .selectFrom('login_failures')
    .selectAll()
    .where('username', '=', username)
    .where('source', '=', source)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveLoginFailures(ex: Executor, row: AccountsTables['login_failures']) {
  await q(ex)
    .insertInto('login_failures')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['username', 'source'])
        .doUpdateSet({ failures: row.failures, blocked_until: row.blocked_until, updated_at: row.updated_at }),
    )
    .execute();
}

export async function clearLoginFailures(ex: Executor, username: string, source: string) {
  await q(ex).deleteFrom('login_failures').where('username', '=', username).where('source', '=', source).execute();
}

/** Forgets counters untouched since `before` whose block (if any) is over. */
export async function deleteStaleLoginFailures(ex: Executor, before: Date, now: Date) {
  await q(ex)
    .deleteFrom('login_failures')
    .where('updated_at', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
    .execute();
}

/**
 * Pairs of accounts that signed in from the same address since `since`: how many addresses they
 * share, and how many of those with the very same browser (a device), and when last.
 */
export function sharedSignIns(ex: Executor, since: Date, limit: number) {
  return sql<{ a: string; b: string; addresses: number; devices: number; last_at: Date }>`
    select x.account_id as a, y.account_id as b,
           count(distinct x.ip)::int as addresses,
           count(distinct case when x.user_agent = y.user_agent then x.ip || '|' || x.user_agent end)::int as devices,
           max(greatest(x.created_at, y.created_at)) as last_at
    from sessions x
    join sessions y on y.ip = x.ip and y.account_id > x.account_id
    where x.ip is not null and x.created_at >= ${since} and y.created_at >= ${since}
    group by x.account_id, y.account_id
    order by devices desc, addresses desc, last_at desc
    limit ${limit}`
    .execute(ex)
    .then((r) => r.rows);
}

/** Erases what identifies the account: its name, address, password, 2-FA seed, sessions and links. */
export async function eraseAccountRow(ex: Executor, id: string, at: Date, passwordHash: string) {
  const short = id.replace(/-/g, '').slice(0, 12);
  await q(ex)
    .updateTable('accounts')
    .set({
      username: `deleted${short}`,
      email: `deleted-${short}@invalid`,
      password_hash: passwordHash,
      totp_secret: null,
      totp_enabled: false,
      referral: null,
      status: 'deleted',
      mail_opt_out: true,
      suspension_reason: null,
      deletion_due_at: null,
      erased_at: at,
    })
    .where('id', '=', id)
    .execute();
  await q(ex).deleteFrom('sessions').where('account_id', '=', id).execute();
  await q(ex).deleteFrom('account_tokens').where('account_id', '=', id).execute();
}

/** Every session of an account, with its device and address (the player's data export). */
export function sessionsForExport(ex: Executor, accountId: string) {
  return q(ex)
    .selectFrom('sessions')
    .select(['user_agent', 'ip', 'created_at', 'last_seen_at', 'revoked_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}

/** Did these two accounts sign in from one address since `since`? (/control's multi-account signal; sitting) */
export async function signedInTogether(ex: Executor, a: string, b: string, since: Date): Promise<boolean> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n
    from sessions x
    join sessions y on y.ip = x.ip and y.account_id = ${b}
    where x.account_id = ${a} and x.ip is not null and x.created_at >= ${since} and y.created_at >= ${since}`.execute(
    ex,
  );
  return (r.rows[0]?.n ?? 0) > 0;
}
