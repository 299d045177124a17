/**
 * A mission's row says when its units are home (`ends_at`): when its arrival moves because its world
 * runs slow (decision 056), the end moves by as much.
 */
import { sql } from 'kysely';
import type { Trx } from '../../platform/db.ts';
import type { MovedTimer } from '../../platform/timeline-dilation.ts';

export async function followMissionLegs(trx: Trx, moved: MovedTimer[]): Promise<void> {
  if (moved.length === 0) return;
  await sql`
    with v as (select unnest(${sql.val(moved.map((m) => (m.payload as { missionId: string }).missionId))}::uuid[]) as id,
                      unnest(${sql.val(moved.map((m) => m.to - m.from))}::bigint[]) as shift)
    update portal_missions p set ends_at = p.ends_at + v.shift * interval '1 millisecond'
    from v where p.id = v.id and p.ends_at is not null`.execute(trx);
}
