import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { enqueue, type TaskFactory } from '../../platform/jobs.ts';
import { SETTLE_TASK } from '../../platform/timeline.ts';
import { APPLIED_RETENTION_MS, basesWithOverdueEvents, pruneApplied } from '../../platform/timeline-upkeep.ts';
import { lockAndSettle } from '../../kernel/index.ts';

const Payload = z.object({ baseId: z.string().uuid(), eventId: z.string().regex(/^\d+$/).optional() });

/** How late an event may be before the sweep settles its base (a job lost with a killed worker). */
export const SWEEP_GRACE_MS = 30_000;
/** A job that starts this little before its event is due by the engine's clock waits; earlier, it comes back at the due time. */
const EARLY_WAIT_MS = 2_000;
/** Applied events deleted per statement when pruning. */
const PRUNE_BATCH = 5_000;
const SweepPayload = z.object({ graceMs: z.number().int().min(0).default(SWEEP_GRACE_MS) });

export const basesTasks: TaskFactory = ({ db, clock }) => ({
  // a job only asks for a settle: running it twice, late or after a crash changes nothing more
  [SETTLE_TASK]: async (raw) => {
    const { baseId, eventId } = Payload.parse(raw);
    const settled = await inTransaction(db, (trx) => lockAndSettle(trx, baseId, clock.now()));
    // graphile-worker picks the job by the database's clock; the engine decides by its own (the same
    // one, corrected to the database's, in production): never let a skew leave an event for the sweep
    const waiting = eventId ? settled?.pending.find((e) => e.id === eventId && !e.parked) : undefined;
    if (!waiting) return;
    const early = waiting.dueAt - clock.now();
    if (early > EARLY_WAIT_MS) {
      await enqueue(db, SETTLE_TASK, { baseId, eventId }, { runAt: waiting.dueAt, jobKey: `timeline:${eventId}` });
      return;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, early)));
    await inTransaction(db, (trx) => lockAndSettle(trx, baseId, clock.now()));
  },
  // the timeline keeps what is to come; what was applied goes after a week, in short batches
  'timeline/prune': async () => {
    const before = clock.now() - APPLIED_RETENTION_MS;
    // each batch is its own short statement, so the settles never wait long for it
    let gone: number;
    do gone = await pruneApplied(db, before, PRUNE_BATCH);
    while (gone === PRUNE_BATCH);
  },
  // each base on its own: one that cannot be settled is logged and the others are still recovered
  'timeline/sweep': async (raw) => {
    const { graceMs } = SweepPayload.parse(raw ?? {});
    const now = clock.now();
    const failed: string[] = [];
    for (const baseId of await basesWithOverdueEvents(db, now, graceMs, 500)) {
      try {
        await inTransaction(db, (trx) => lockAndSettle(trx, baseId, now));
      } catch (err) {
        failed.push(baseId);
        console.error(`[timeline] sweep could not settle base ${baseId}:`, err instanceof Error ? err.message : err);
      }
    }
    if (failed.length > 0)
      throw new Error(`sweep: ${failed.length} base(s) could not be settled: ${failed.slice(0, 5).join(', ')}`);
  },
});
