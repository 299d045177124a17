/** A rally's row copies when it departs and arrives: moved with its events when its world runs slow (decision 056). */
import { sql } from 'kysely';
import type { Trx } from '../../platform/db.ts';
import type { MovedTimer } from '../../platform/timeline-dilation.ts';

export async function followRallyLegs(trx: Trx, moved: MovedTimer[]): Promise<void> {
  for (const [leg, column] of [
    ['depart', 'departs_at'],
    ['arrive', 'arrives_at'],
  ] as const) {
    const mine = moved.filter((m) => (m.payload as { leg: string }).leg === leg);
    if (mine.length === 0) continue;
    await sql`
      with v as (select unnest(${sql.val(mine.map((m) => (m.payload as { rallyId: string }).rallyId))}::uuid[]) as id,
                        unnest(${sql.val(mine.map((m) => new Date(m.from).toISOString()))}::timestamptz[]) as was,
                        unnest(${sql.val(mine.map((m) => new Date(m.to).toISOString()))}::timestamptz[]) as due)
      update rallies r set ${sql.ref(column)} = v.due from v where r.id = v.id and r.${sql.ref(column)} = v.was`.execute(
      trx,
    );
  }
}
