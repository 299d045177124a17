/** The alliance's pinned announcement (one per alliance: the key), decision 071. */
import type { Selectable } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface AnnouncementTables {
  alliance_announcements: {
    alliance_id: string;
    id: string;
    text: string;
    posted_by: string;
    posted_at: Date;
  };
}
export type AnnouncementRow = Selectable<AnnouncementTables['alliance_announcements']>;

const q = (ex: Executor) => tables<AnnouncementTables>(ex);
const t = (trx: Trx) => tablesTrx<AnnouncementTables>(trx);

export const announcementOf = (ex: Executor, allianceId: string) =>
  q(ex).selectFrom('alliance_announcements').selectAll().where('alliance_id', '=', allianceId).executeTakeFirst();

/** Pins `row`, replacing the one pinned (a new id: a new posting). */
export const pinAnnouncement = (trx: Trx, row: AnnouncementRow) =>
  t(trx)
    .insertInto('alliance_announcements')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('alliance_id')
        .doUpdateSet({ id: row.id, text: row.text, posted_by: row.posted_by, posted_at: row.posted_at }),
    )
    .execute();

/** Takes it down; false when none was pinned. */
export async function unpinAnnouncement(trx: Trx, allianceId: string): Promise<boolean> {
  const r = await t(trx).deleteFrom('alliance_announcements').where('alliance_id', '=', allianceId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
