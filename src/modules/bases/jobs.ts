import { z } from 'zod';
import type { TaskFactory } from '../../platform/jobs.ts';
import { basesWithOverdueEvents, SETTLE_TASK } from '../../platform/timeline.ts';
import { lockAndSettle } from './engine.ts';

const Payload = z.object({ baseId: z.string().uuid() });

/** How late an event may be before the sweep settles its base (a job lost with a killed worker). */
export const SWEEP_GRACE_MS = 30_000;
const SweepPayload = z.object({ graceMs: z.number().int().min(0).default(SWEEP_GRACE_MS) });

export const basesTasks: TaskFactory = ({ db, clock }) => ({
  // a job only asks for a settle: running it twice, late or after a crash changes nothing more
  [SETTLE_TASK]: async (raw) => {
    const { baseId } = Payload.parse(raw);
    await db.transaction().execute((trx) => lockAndSettle(trx, baseId, clock.now()));
  },
  'timeline/sweep': async (raw) => {
    const { graceMs } = SweepPayload.parse(raw ?? {});
    const now = clock.now();
    for (const baseId of await basesWithOverdueEvents(db, now, graceMs, 500)) {
      await db.transaction().execute((trx) => lockAndSettle(trx, baseId, now));
    }
  },
});
