/**
 * What one settle of one base costs with 1, 100 and 10,000 events pending on it: a read that finds
 * nothing due (every read and command pays this), and a settle that applies them all at once (a
 * commander back after a long absence). The cost must grow no worse than linearly with the count.
 */
import { sql } from 'kysely';
import { lockAndSettle } from '../src/kernel/index.ts';
import type { DbHandle } from '../src/platform/db.ts';

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function schedule(handle: DbHandle, baseId: string, n: number, from: number, spacingMs: number) {
  await sql`
    insert into timeline_events (base_id, kind, payload, starts_at, due_at)
    select ${baseId}::uuid, 'training', json_build_object('kind', 'training', 'unitId', 'ranger', 'count', 1)::jsonb, now(),
           to_timestamp((${from}::bigint + g * ${spacingMs}::bigint) / 1000.0)
    from generate_series(1, ${n}) as g`.execute(handle.db);
}

export async function settleCost(handle: DbHandle, baseIds: string[], counts = [1, 100, 10_000]) {
  const out: {
    pending: number;
    readMs: number;
    readUsPerEvent: number;
    applyAllMs: number;
    applyUsPerEvent: number;
  }[] = [];
  for (const [i, n] of counts.entries()) {
    const baseId = baseIds[i] as string;
    const now = Date.now();
    // a read with every event still to come
    await schedule(handle, baseId, n, now + 3_600_000, 1000);
    const reads: number[] = [];
    for (let r = 0; r < 15; r++) {
      const t = performance.now();
      await handle.db.transaction().execute((trx) => lockAndSettle(trx, baseId, now));
      reads.push(performance.now() - t);
    }
    // then every one of them due: one settle applies them all, in order
    const t = performance.now();
    await handle.db.transaction().execute((trx) => lockAndSettle(trx, baseId, now + 3_600_000 + n * 1000 + 1));
    const applyAll = performance.now() - t;
    const [left] =
      await handle.sql`select count(*)::int as n from timeline_events where base_id = ${baseId} and applied_at is null`;
    if (Number(left?.n) !== 0) throw new Error(`settle left ${left?.n} events pending`);
    out.push({
      pending: n,
      readMs: round(median(reads)),
      readUsPerEvent: round((median(reads) * 1000) / n),
      applyAllMs: round(applyAll),
      applyUsPerEvent: round((applyAll * 1000) / n),
    });
    console.log(`settle with ${n} pending: read ${round(median(reads))} ms, applying all ${round(applyAll)} ms`);
  }
  return out;
}
