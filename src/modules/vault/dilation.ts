/** A vault run's fleet row copies its arrival: it moves with the run's event when its world runs slow (decision 056). */
import { sql } from 'kysely';
import type { Trx } from '../../platform/db.ts';
import type { MovedTimer } from '../../platform/timeline-dilation.ts';
import { followMarchLegs } from '../marches/index.ts';

export async function followVaultRuns(trx: Trx, moved: MovedTimer[]): Promise<void> {
  const ids = moved.map((m) => (m.payload as { runId: string }).runId);
  const r = await sql<{ id: string; march_id: string }>`
    select id, march_id from vault_runs where id = any(${sql.val(ids)}::uuid[])`.execute(trx);
  const marchOf = new Map(r.rows.map((x) => [x.id, x.march_id]));
  await followMarchLegs(
    trx,
    moved.flatMap((m) => {
      const marchId = marchOf.get((m.payload as { runId: string }).runId);
      return marchId ? [{ ...m, payload: { marchId, leg: 'arrive' } }] : [];
    }),
  );
}
