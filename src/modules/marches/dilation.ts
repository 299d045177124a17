/**
 * A march's rows copy the due times of its legs (`arrives_at`, `gather_ends_at`, `returns_at`): when
 * its world runs slow (decision 056) and a leg's event moves, the copy moves with it. A copy that no
 * longer equals the event's old time (the leg was rescheduled since) is left alone.
 */
import { sql } from 'kysely';
import type { Trx } from '../../platform/db.ts';
import type { MovedTimer } from '../../platform/timeline-dilation.ts';

const COLUMN = { arrive: 'arrives_at', gathered: 'gather_ends_at', return: 'returns_at' } as const;

/** For events of kind `march` (and `convoy`, whose payload names its march and arrives). */
export async function followMarchLegs(trx: Trx, moved: MovedTimer[]): Promise<void> {
  for (const [leg, column] of Object.entries(COLUMN)) {
    const mine = moved.filter((m) => ((m.payload as { leg?: string }).leg ?? 'arrive') === leg);
    if (mine.length === 0) continue;
    await sql`
      with v as (select unnest(${sql.val(mine.map((m) => (m.payload as { marchId: string }).marchId))}::uuid[]) as id,
                        unnest(${sql.val(mine.map((m) => new Date(m.from).toISOString()))}::timestamptz[]) as was,
                        unnest(${sql.val(mine.map((m) => new Date(m.to).toISOString()))}::timestamptz[]) as due)
      update marches m set ${sql.ref(column)} = v.due from v where m.id = v.id and m.${sql.ref(column)} = v.was`.execute(
      trx,
    );
  }
}
