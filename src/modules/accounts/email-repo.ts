/** The accounts module's record of e-mail changes: a confirm token to the new address, a revert token to the old. */
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface EmailChangeTables {
  email_changes: {
    token: string;
    account_id: string;
    /** confirm: sent to the new address; revert: sent to the old one once the change is made */
    kind: string;
    old_email: string;
    new_email: string;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
}
export type EmailChangeRow = EmailChangeTables['email_changes'];

export async function insertEmailChange(ex: Executor, row: Omit<EmailChangeRow, 'used_at'>) {
  await tables<EmailChangeTables>(ex)
    .insertInto('email_changes')
    .values({ ...row, used_at: null })
    .execute();
}

export function findEmailChangeForUpdate(trx: Trx, token: string) {
  return tablesTrx<EmailChangeTables>(trx)
    .selectFrom('email_changes')
    .selectAll()
    .where('token', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

export async function markEmailChangeUsed(ex: Executor, token: string, at: Date) {
  await tables<EmailChangeTables>(ex)
    .updateTable('email_changes')
    .set({ used_at: at })
    .where('token', '=', token)
    .execute();
}

/** Confirm links of an account not yet used (a newer request replaces them). */
export async function expireOpenConfirmations(ex: Executor, accountId: string, at: Date) {
  await tables<EmailChangeTables>(ex)
    .updateTable('email_changes')
    .set({ expires_at: at })
    .where('account_id', '=', accountId)
    .where('kind', '=', 'confirm')
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
}

/** The change waiting for its confirmation, if any. */
export function pendingEmailChange(ex: Executor, accountId: string, at: Date) {
  return tables<EmailChangeTables>(ex)
    .selectFrom('email_changes')
    .select(['new_email', 'expires_at'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'confirm')
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function deleteEmailChanges(ex: Executor, accountId: string) {
  await tables<EmailChangeTables>(ex).deleteFrom('email_changes').where('account_id', '=', accountId).execute();
}
