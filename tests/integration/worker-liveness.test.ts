/**
 * A worker process that dies without stopping (kill -9) leaves its jobs locked; graphile-worker
 * would free them only after 4 hours. Worker liveness (src/platform/worker-liveness.ts) frees them as
 * soon as any worker process sweeps: the dead process's advisory lock went with its connection.
 * Planted faults, each seen failing: the sweep without the pg_locks check (the live pool's job was
 * freed too), and startWorker without recording its pool (the real process's job stayed locked).
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectPostgres } from '../../src/platform/db.ts';
import { enqueue } from '../../src/platform/jobs.ts';
import { LIVENESS_SPACE, sweepDeadPools } from '../../src/platform/worker-liveness.ts';
import { waitFor } from '../support/processes.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

/** A job for a task nobody runs, locked by `pool` as a worker would hold it. */
async function lockedJob(pool: string): Promise<string> {
  await enqueue(s.db, 'test/held', {}, { jobKey: `held:${pool}` });
  const [row] = await s.sql`update graphile_worker._private_jobs set locked_by = ${pool}, locked_at = now()
    where key = ${`held:${pool}`} returning id::text as id`;
  return row!.id as string;
}
const lockedBy = async (id: string) =>
  ((await s.sql`select locked_by from graphile_worker._private_jobs where id = ${id}`)[0]?.locked_by as
    | string
    | null) ?? null;

/** A process's liveness, as startWorker holds it: a session lock on its own connection and the pool's row. */
async function pretendProcess(pool: string) {
  const conn = connectPostgres(s.url, { max: 1, onnotice: () => {} });
  const key = Number((await conn`select nextval('worker_pool_locks')::int as key`)[0]!.key);
  await conn`select pg_advisory_lock(${LIVENESS_SPACE}, ${key})`;
  await conn`insert into worker_pools (pool_id, lock_key) values (${pool}, ${key})`;
  return { die: () => conn.end({ timeout: 0 }) };
}

test('the sweep frees the jobs of a pool whose process is gone, and only those', async () => {
  const dead = await pretendProcess('pool-dead');
  const live = await pretendProcess('pool-live');
  const deadJob = await lockedJob('pool-dead');
  const liveJob = await lockedJob('pool-live');
  expect(await sweepDeadPools(s.sql)).toEqual([]);
  await dead.die();
  // PostgreSQL drops the session lock when the connection goes: the next sweep sees it
  const freed = await waitFor('the dead pool swept', async () => {
    const ids = await sweepDeadPools(s.sql);
    return ids.length > 0 ? ids : null;
  });
  expect(freed).toEqual(['pool-dead']);
  expect(await lockedBy(deadJob)).toBeNull();
  expect(await lockedBy(liveJob)).toBe('pool-live');
  expect((await s.sql`select pool_id from worker_pools order by pool_id`).map((r) => r.pool_id)).toEqual(['pool-live']);
  await live.die();
});

test('a real worker process killed with SIGKILL: the next worker process frees what it held at once', async () => {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: s.url };
  delete env.VITEST;
  const start = () => spawn('bun', ['src/server/worker.ts'], { env, stdio: 'ignore' });
  const known = new Set((await s.sql`select pool_id from worker_pools`).map((r) => r.pool_id as string));
  const first = start();
  try {
    // the process records its graphile-worker pool under its liveness lock
    const pool = await waitFor(
      'the worker records its pool',
      async () => {
        const rows = await s.sql`select pool_id from worker_pools`;
        return rows.map((r) => r.pool_id as string).find((p) => !known.has(p)) ?? null;
      },
      30_000,
    );
    // a job it holds when it dies (one of its own tasks would finish too fast to catch)
    const job = await lockedJob(pool);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(await lockedBy(job)).toBe(pool);
    const second = start();
    try {
      await waitFor(
        "the restarted worker frees the dead pool's job",
        async () => ((await lockedBy(job)) === null ? true : null),
        30_000,
      );
      expect((await s.sql`select 1 from worker_pools where pool_id = ${pool}`).length).toBe(0);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
  } finally {
    if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
  }
}, 90_000);
