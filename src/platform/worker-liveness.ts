/**
 * Jobs of a worker process that died without shutting down (kill -9, out of memory, a lost machine)
 * go back to the queue at once, not after graphile-worker's 4 hours.
 *
 * graphile-worker locks a job with its pool's id and frees it only when that pool finishes it, or
 * when the lock is 4 hours old. Each worker process therefore holds a session advisory lock on a
 * connection of its own for as long as it lives, and records its pool's id with the lock's number
 * (table worker_pools). PostgreSQL drops the lock when the process's connection goes, so a recorded
 * pool whose lock nobody holds belongs to a process that is gone: `sweepDeadPools` (run by every
 * worker process at start and every SWEEP_MS) unlocks that pool's jobs and queues with
 * graphile-worker's own `force_unlock_workers` and forgets the pool. No clock, no heartbeat.
 *
 * Blind spot: jobs a pool takes between its start and its row being written (milliseconds) keep
 * the 4-hour rule if the process dies right then.
 */
import type postgres from 'postgres';
import { connectPostgres } from './db.ts';

/** The advisory lock space of worker liveness: pg_advisory_lock(LIVENESS_SPACE, lock_key). */
export const LIVENESS_SPACE = 715_402;
export const SWEEP_MS = 15_000;

type Sql = postgres.Sql;

/** Unlocks the jobs of every recorded pool whose process is gone; returns their pool ids. */
export async function sweepDeadPools(sql: Sql): Promise<string[]> {
  const rows = await sql<{ pool_id: string }[]>`
    with dead as (
      delete from worker_pools wp
      where not exists (
        select 1 from pg_locks l
        where l.locktype = 'advisory' and l.granted and l.objsubid = 2
          and l.database = (select oid from pg_database where datname = current_database())
          and l.classid = ${LIVENESS_SPACE}::oid and l.objid::bigint = wp.lock_key)
      returning pool_id)
    select pool_id from dead`;
  const ids = rows.map((r) => r.pool_id);
  if (ids.length > 0) await sql`select graphile_worker.force_unlock_workers(${ids}::text[])`;
  return ids;
}

/**
 * Holds this process's liveness lock on a connection of its own (a direct one: a pooler in
 * transaction mode would not keep a session lock) and records pools under it.
 */
export class WorkerLiveness {
  private readonly sql: Sql;
  private reserved: postgres.ReservedSql | null = null;
  private key = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(directUrl: string) {
    this.sql = connectPostgres(directUrl, { max: 2, onnotice: () => {} });
  }

  /** Takes the lock; call before the worker pool starts. */
  async start(): Promise<void> {
    this.reserved = await this.sql.reserve();
    const [row] = await this.reserved<{ key: number }[]>`select nextval('worker_pool_locks')::int as key`;
    this.key = row!.key;
    await this.reserved`select pg_advisory_lock(${LIVENESS_SPACE}, ${this.key})`;
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
  }

  /** Records a pool of this process: its locked jobs are freed when the process is gone. */
  async record(poolId: string): Promise<void> {
    await this.sql`insert into worker_pools (pool_id, lock_key) values (${poolId}, ${this.key}) on conflict do nothing`;
  }

  private async sweep(): Promise<void> {
    try {
      const freed = await sweepDeadPools(this.sql);
      if (freed.length > 0)
        console.log(
          `[worker] freed the jobs of ${freed.length} worker pool(s) whose process is gone: ${freed.join(', ')}`,
        );
    } catch (e) {
      console.error(`[worker] liveness sweep failed: ${(e as Error).message}`);
    }
  }

  /** On a clean stop: the pool finished or returned its jobs; forget it and let go of the lock. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.reserved) {
      await this.sql`delete from worker_pools where lock_key = ${this.key}`.catch(() => {});
      this.reserved.release();
      this.reserved = null;
    }
    await this.sql.end({ timeout: 5 });
  }
}
