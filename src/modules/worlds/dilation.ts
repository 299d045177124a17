/**
 * The time-dilation controller (docs/decisions/056-time-dilation.md): once a minute, per world, the
 * p99 lateness of the events applied in the last minute sets the world's clock factor for the next
 * (`nextDilation`); when it changes, every pending timer of the world stretches in the same
 * transaction (`stretchWorld`).
 */
import { nextDilation } from '../../game/dilation.ts';
import type { Instant } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { TaskFactory } from '../../platform/jobs.ts';
import { latenessByWorld, stretchWorld } from '../../platform/timeline-dilation.ts';
import { tables } from '../../platform/db.ts';
import type { WorldsTables } from './repo.ts';

export const DILATION_TASK = 'worlds/dilation';
/** The controller's window: the events applied in the last minute. */
export const DILATION_WINDOW_MS = 60_000;

export interface DilationChange {
  worldId: string;
  from: number;
  to: number;
  lateP99Ms: number | null;
  moved: number;
}

/** Runs the controller once at `now`: each world's factor for the next minute. Returns the changes made. */
export async function controlDilation(db: Db, now: Instant): Promise<DilationChange[]> {
  const late = new Map((await latenessByWorld(db, now - DILATION_WINDOW_MS, now)).map((l) => [l.worldId, l]));
  const worlds = await tables<WorldsTables>(db).selectFrom('worlds').select(['id', 'dilation']).execute();
  const changes: DilationChange[] = [];
  for (const w of worlds) {
    const lateP99Ms = late.get(w.id)?.lateP99Ms ?? null;
    if (nextDilation(w.dilation, lateP99Ms) === w.dilation) continue;
    const change = await db.transaction().execute(async (trx) => {
      // one change at a time per world: a second controller (two workers) waits and reads the new factor
      const row = await tables<WorldsTables>(trx)
        .selectFrom('worlds')
        .select('dilation')
        .where('id', '=', w.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const to = nextDilation(row.dilation, lateP99Ms);
      if (to === row.dilation) return null;
      await tables<WorldsTables>(trx)
        .updateTable('worlds')
        .set({ dilation: to, dilation_at: new Date(now) })
        .where('id', '=', w.id)
        .execute();
      const moved = await stretchWorld(trx, w.id, now, row.dilation, to);
      return { worldId: w.id, from: row.dilation, to, lateP99Ms, moved };
    });
    if (change) changes.push(change);
  }
  return changes;
}

export const worldsDilationTasks: TaskFactory = ({ db, clock }) => ({
  [DILATION_TASK]: async () => {
    for (const c of await controlDilation(db, clock.now()))
      console.log(
        `[dilation] world ${c.worldId}: ${c.from} → ${c.to} (lateness p99 ${c.lateP99Ms ?? '—'} ms, ${c.moved} timers moved)`,
      );
  },
});
