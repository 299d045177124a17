/**
 * The time-dilation controller (docs/decisions/056-time-dilation.md): once a minute, per world, the
 * p99 lateness of the events applied in the last minute sets the world's clock factor for the next
 * (`nextDilation`); when it changes, every pending timer of the world stretches in the same
 * transaction (`stretchWorld`).
 */
import { nextDilation } from '../../game/dilation.ts';
import type { Instant } from '../../platform/clock.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import type { TaskFactory } from '../../platform/jobs.ts';
import { latenessByWorld, stretchWorld } from '../../platform/timeline-dilation.ts';
import { tables } from '../../platform/db.ts';
import { findWorldOfProfile, type WorldsTables } from './repo.ts';
import { worldsErrors } from './errors.ts';

export const DILATION_TASK = 'worlds/dilation';
/** The controller's window: the events applied in the last minute. */
export const DILATION_WINDOW_MS = 60_000;

/** The topic on which a world's clock changes are heard: every open tab of the world reads its timers again. */
export const worldClockTopic = (worldId: string) => `world:${worldId}:clock`;

/** A world's clock as a commander's screens show it: its factor and since when (epoch ms, null: always normal). */
export interface WorldClock {
  dilation: number;
  since: number | null;
}

/** The clock of the commander's world. */
export async function worldClockFor(ex: Executor, profileId: string): Promise<WorldClock & { worldId: string }> {
  const w = await findWorldOfProfile(ex, profileId);
  if (!w) throw worldsErrors.profileNotFound();
  return { worldId: w.id, dilation: w.dilation, since: w.dilation_at?.getTime() ?? null };
}

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
      // heard on commit by every open tab of the world: its countdowns read the moved timers
      await publish(trx, { topic: worldClockTopic(w.id), kind: 'world-clock', data: { dilation: to, since: now } });
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

/** What the public status page shows of a world: how late its events applied in the last hour, its clock. */
export interface WorldStatus {
  worldId: string;
  name: string;
  /** the clock's factor: 1 = normal speed, 0.5 = timers take twice as long */
  dilation: number;
  /** when the factor last changed (epoch ms), null when it never did */
  dilationSince: number | null;
  applied: number;
  lateP50Ms: number;
  lateP99Ms: number;
}

export const STATUS_WINDOW_MS = 3_600_000;
/** The status page is for anyone: its figures are computed at most this often. */
export const STATUS_CACHE_MS = 15_000;
let cache: { at: Instant; value: WorldStatus[] } | null = null;

/** Each world's timeline status over the last hour (cached: one computation per 15 s whoever asks). */
export async function worldStatus(db: Db, now: Instant): Promise<WorldStatus[]> {
  if (cache && now >= cache.at && now - cache.at < STATUS_CACHE_MS) return cache.value;
  const [late, worlds] = await Promise.all([
    latenessByWorld(db, now - STATUS_WINDOW_MS, now),
    tables<WorldsTables>(db)
      .selectFrom('worlds')
      .select(['id', 'name', 'dilation', 'dilation_at'])
      .orderBy('opens_at')
      .execute(),
  ]);
  const byWorld = new Map(late.map((l) => [l.worldId, l]));
  const value = worlds.map((w) => {
    const l = byWorld.get(w.id);
    return {
      worldId: w.id,
      name: w.name,
      dilation: w.dilation,
      dilationSince: w.dilation_at?.getTime() ?? null,
      applied: l?.applied ?? 0,
      lateP50Ms: l?.lateP50Ms ?? 0,
      lateP99Ms: l?.lateP99Ms ?? 0,
    };
  });
  cache = { at: now, value };
  return value;
}
