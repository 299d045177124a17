import type { Generated, Selectable } from 'kysely';
import type { Executor, Trx } from '../../platform/db.ts';
import { tables, tablesTrx } from '../../platform/db.ts';

export interface MailTable {
  mail_outbox: {
    id: Generated<string>;
    to_address: string;
    subject: string;
    body_text: string;
    kind: string;
    status: Generated<string>;
    error: string | null;
    created_at: Generated<Date>;
    sent_at: Date | null;
  };
}
export type MailRow = Selectable<MailTable['mail_outbox']>;

const q = (ex: Executor) => tables<MailTable>(ex);

export async function insertMail(
  ex: Executor,
  m: { to: string; subject: string; text: string; kind: string; status: string; at: Date },
) {
  return q(ex)
    .insertInto('mail_outbox')
    .values({
      to_address: m.to,
      subject: m.subject,
      body_text: m.text,
      kind: m.kind,
      status: m.status,
      created_at: m.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findMail(ex: Executor, id: string) {
  return q(ex).selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMail(
  ex: Executor,
  id: string,
  status: 'sent' | 'failed',
  at: Date,
  error: string | null = null,
) {
  await q(ex)
    .updateTable('mail_outbox')
    .set({ status, sent_at: status === 'sent' ? at : null, error })
    .where('id', '=', id)
    .execute();
}

export function listMail(ex: Executor, limit: number) {
  return q(ex).selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

export function findMailForUpdate(trx: Trx, id: string) {
  return tablesTrx<MailTable>(trx)
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function requeueMail(trx: Trx, id: string) {
  await tablesTrx<MailTable>(trx)
    .updateTable('mail_outbox')
    .set({ status: 'queued', error: null })
    .where('id', '=', id)
    .execute();
}
