/** Where an account's mail goes, for other modules' mail that is not essential (alerts). */
import type { Executor } from '../../platform/db.ts';
import { findAccountById, findTokenOfAccount } from './repo.ts';

export interface MailRecipient {
  email: string;
  /** the player followed an unsubscribe link: no mail that is not essential */
  optedOut: boolean;
  /** for the unsubscribe link every such mail carries (null for accounts made before tokens) */
  unsubscribeToken: string | null;
  /** suspended or banned by an admin now: no alert reaches the account */
  suspended: boolean;
}

export async function mailRecipient(ex: Executor, accountId: string, now = Date.now()): Promise<MailRecipient | null> {
  const account = await findAccountById(ex, accountId);
  if (!account) return null;
  const token = await findTokenOfAccount(ex, accountId, 'unsubscribe');
  return {
    email: account.email,
    optedOut: account.mail_opt_out,
    unsubscribeToken: token?.token ?? null,
    suspended: !!account.suspended_until && account.suspended_until.getTime() > now,
  };
}
