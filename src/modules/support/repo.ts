import type { Generated, Selectable } from 'kysely';
import type { Language } from '../../platform/languages.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface SupportTables {
  support_tickets: {
    id: Generated<string>;
    account_id: string | null;
    email: string | null;
    subject: string;
    message: string;
    status: Generated<string>;
    answer: string | null;
    created_at: Generated<Date>;
    closed_at: Date | null;
    closed_seen_at: Date | null;
    /** the language the ticket was written in: its answer's e-mail is written in it */
    language: Generated<string>;
  };
}
export type TicketRow = Selectable<SupportTables['support_tickets']>;

const q = (ex: Executor) => tables<SupportTables>(ex);

export function insertTicket(
  ex: Executor,
  t: {
    accountId: string | null;
    email: string | null;
    subject: string;
    message: string;
    language: Language;
    at: Date;
  },
) {
  return q(ex)
    .insertInto('support_tickets')
    .values({
      account_id: t.accountId,
      email: t.email,
      subject: t.subject,
      message: t.message,
      language: t.language,
      created_at: t.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listTickets(ex: Executor, status: string | null, limit: number) {
  let query = q(ex).selectFrom('support_tickets').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

export function findTicketForUpdate(trx: Trx, id: string) {
  return tablesTrx<SupportTables>(trx)
    .selectFrom('support_tickets')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateTicket(ex: Executor, id: string, patch: Partial<Omit<TicketRow, 'id'>>) {
  await q(ex).updateTable('support_tickets').set(patch).where('id', '=', id).execute();
}

export function listClosedUnseen(ex: Executor, accountId: string) {
  return q(ex)
    .selectFrom('support_tickets')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '=', 'closed')
    .where('closed_seen_at', 'is', null)
    .orderBy('closed_at')
    .execute();
}
