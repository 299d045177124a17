/** What the accounts module holds of a player, for their data export (GDPR Art. 20). */
import type { Executor } from '../../platform/db.ts';
import { findAccountById, sessionsForExport } from './repo.ts';

export async function accountDataOf(ex: Executor, accountId: string) {
  const a = await findAccountById(ex, accountId);
  if (!a) return null;
  const sessions = await sessionsForExport(ex, accountId);
  return {
    username: a.username,
    email: a.email,
    createdAt: a.created_at.toISOString(),
    lastLogin: a.last_login?.toISOString() ?? null,
    mailOff: a.mail_opt_out,
    twoFactor: a.totp_enabled,
    sessions: sessions.map((s) => ({
      device: s.user_agent,
      address: s.ip,
      startedAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      endedAt: s.revoked_at?.toISOString() ?? null,
    })),
  };
}
