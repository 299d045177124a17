/**
 * Bot commanders: an admin makes accounts for `bun run bots`, marked as bots so /control
 * tells them from people. The passwords are generated here and answered once; only their hashes are
 * kept. Asking again for the same names re-issues the passwords of the bots among them (and ends
 * their sessions, as a password change does), so a run can reuse the accounts of an earlier one
 * without anything storing credentials. One audit entry per call, in the call's transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Trx } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { findAccountByUsernameForUpdate, insertAccount, updateAccount } from './repo.ts';
import { endSessions } from './sessions.ts';
import { accountsError } from './errors.ts';

type Admin = Pick<Session, 'accountId' | 'username'>;

/** At most this many bot accounts per call (each password is hashed with argon2id). */
export const MAX_BOTS_PER_CALL = 200;

export const botErrors = {
  nameTaken: (name: string) => accountsError('BOT_NAME_TAKEN', { name }),
};

export interface BotCredentials {
  accountId: string;
  username: string;
  password: string;
  /** false: the account existed (an earlier run's bot) and its password was re-issued */
  created: boolean;
}

/** The names of a call: prefix{from} … prefix{from + count - 1} (from 1 by default). */
export const botNames = (prefix: string, count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `${prefix}${from + i}`);

/** A password the spec's rules accept: letters and a digit, 24 characters of randomness. */
const newPassword = () => `${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}7b`;

/** The bots' names and new passwords, hashed: the slow part, which the edge runs before it opens the transaction. */
export async function botPasswords(input: { prefix: string; count: number; from?: number }) {
  const names = botNames(input.prefix, input.count, input.from ?? 1);
  // hashing is the slow part: done before the transaction, so the locks are held briefly
  const passwords = names.map(() => newPassword());
  const hashes = await Promise.all(passwords.map((p) => Bun.password.hash(p, { algorithm: 'argon2id' })));
  return { names, passwords, hashes };
}

export async function createBotAccounts(
  trx: Trx,
  admin: Admin,
  input: { prefix: string; count: number; from?: number; reason: string },
  { names, passwords, hashes }: Awaited<ReturnType<typeof botPasswords>>,
  now: number,
): Promise<BotCredentials[]> {
  const out: BotCredentials[] = [];
  for (const [i, username] of names.entries()) {
    const existing = await findAccountByUsernameForUpdate(trx, username);
    if (existing) {
      if (!existing.is_bot) throw botErrors.nameTaken(existing.username);
      await updateAccount(trx, existing.id, {
        password_hash: hashes[i]!,
        status: 'active',
        must_change_password: false,
      });
      await endSessions(trx, existing.id, { all: true }, now);
      out.push({ accountId: existing.id, username: existing.username, password: passwords[i]!, created: false });
      continue;
    }
    const row = await insertAccount(trx, {
      username,
      email: `${username.toLowerCase()}@bots.invalid`,
      passwordHash: hashes[i]!,
      role: 'player',
      status: 'active',
      referral: null,
      at: new Date(now),
    });
    if (!row) throw botErrors.nameTaken(username);
    await updateAccount(trx, row.id, { is_bot: true, mail_opt_out: true, reviewed_at: new Date(now) });
    out.push({ accountId: row.id, username, password: passwords[i]!, created: true });
  }
  await recordAdminAction(
    trx,
    admin,
    'create-bots',
    input.prefix,
    {
      reason: input.reason,
      from: input.from ?? 1,
      before: { bots: out.filter((b) => !b.created).length },
      after: { bots: out.length },
      created: out.filter((b) => b.created).map((b) => b.username),
      reissued: out.filter((b) => !b.created).map((b) => b.username),
    },
    now,
  );
  return out;
}
