/**
 * Timed work runs on graphile-worker. Jobs are enqueued with the SQL function
 * `graphile_worker.add_job` inside the caller's transaction, so a job exists exactly when the
 * business change that needs it committed. Job names are `<module>/<action>`, keys `<entity>:<id>`.
 */
import { type RawBuilder, sql } from 'kysely';
import { EventEmitter } from 'node:events';
import { Logger, type Runner, run, runMigrations, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Clock, Instant } from './clock.ts';
import type { Db, Executor } from './db.ts';
import { WorkerLiveness } from './worker-liveness.ts';

export interface EnqueueOptions {
  /** When the job becomes due (epoch ms, game clock). Default: now. */
  runAt?: Instant;
  /** Replaces a pending job with the same key (reschedule), per graphile-worker's job_key. */
  jobKey?: string;
  maxAttempts?: number;
}

export async function enqueue(ex: Executor, task: string, payload: unknown, opts: EnqueueOptions = {}): Promise<void> {
  const runAt = opts.runAt === undefined ? null : new Date(opts.runAt).toISOString();
  await sql`select graphile_worker.add_job(
    ${task}, ${JSON.stringify(payload ?? {})}::text::json,
    run_at => ${runAt}::timestamptz, job_key => ${opts.jobKey ?? null}, max_attempts => ${opts.maxAttempts ?? 25})`.execute(
    ex,
  );
}

/**
 * `add_job` as an expression over columns of the same statement (a row just inserted, say): the
 * row and its job in one round trip. The arguments are SQL expressions.
 */
export function addJobExpression(
  task: string,
  payload: RawBuilder<unknown>,
  runAt: RawBuilder<unknown>,
  jobKey: RawBuilder<unknown>,
  maxAttempts = 25,
): RawBuilder<unknown> {
  return sql`graphile_worker.add_job(${task}, ${payload}, run_at => ${runAt}, job_key => ${jobKey}, max_attempts => ${maxAttempts})`;
}

/** Cancels a pending job by key (no-op when none). */
export async function cancelJob(ex: Executor, jobKey: string): Promise<void> {
  await sql`select graphile_worker.remove_job(${jobKey})`.execute(ex);
}

/** What every task receives: the database and the clock, never globals. */
export interface JobDeps {
  db: Db;
  clock: Clock;
}

/** A module's tasks: `(deps) => ({ 'module/action': async (payload) => … })`. */
export type TaskFactory = (deps: JobDeps) => Record<string, (payload: unknown) => Promise<void>>;

export function buildTaskList(deps: JobDeps, factories: TaskFactory[]): TaskList {
  const list: TaskList = {};
  for (const f of factories) {
    for (const [name, fn] of Object.entries(f(deps))) {
      if (list[name]) throw new Error(`duplicate task ${name}`);
      list[name] = async (payload) => fn(payload);
    }
  }
  return list;
}

export async function migrateWorker(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: makeLogger() });
}

/** graphile-worker prints a line per job by default: keep errors only. */
function makeLogger() {
  return new Logger(() => (level, message) => {
    if (level === 'error') console.error(`[worker] ${message}`);
  });
}

/**
 * Runs graphile-worker; `crontab` lines (graphile-worker syntax) schedule recurring tasks. The
 * process's pools are recorded under its liveness lock: if it dies without stopping, any worker
 * process frees their jobs at once (worker-liveness.ts), not after graphile-worker's 4 hours.
 */
export async function startWorker(
  connectionString: string,
  taskList: TaskList,
  concurrency = 4,
  crontab = '',
): Promise<Runner> {
  const liveness = new WorkerLiveness(connectionString);
  await liveness.start();
  const events = new EventEmitter() as WorkerEvents;
  const recorded: Promise<void>[] = [];
  events.on('pool:create', ({ workerPool }) => {
    recorded.push(liveness.record(workerPool.id));
  });
  const runner = await run({
    connectionString,
    taskList,
    crontab,
    concurrency,
    noHandleSignals: true,
    events,
    // a safety net under the timeline alarm: with 1 s, one worker process at 500 events/s fell behind for
    // seconds at a time (nudges its local queue did not act on); with 100 ms it held p99 9 ms (decision 016)
    pollInterval: Number(process.env.WORKER_POLL_MS ?? 100),
    logger: makeLogger(),
    preset: { worker: { localQueue: { size: 100 }, completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  });
  await Promise.all(recorded);
  const stopRunner = runner.stop.bind(runner);
  runner.stop = async (reason?: string) => {
    await stopRunner(reason);
    await liveness.stop();
  };
  return runner;
}

/**
 * Lets game time pass in tests and tools: runs, in due order, every job due up to `until`,
 * setting the clock to each job's due time before it runs. Jobs go through graphile-worker
 * itself (made due now with `reschedule_jobs`, then `runOnce`), so nothing of the queue is mocked.
 */
export async function runDueJobs(opts: {
  db: Db;
  connectionString: string;
  taskList: TaskList;
  clock: { now(): Instant; set(at: Instant): void };
  until: Instant;
}): Promise<number> {
  const { runOnce } = await import('graphile-worker');
  const pool = ownPool(opts.connectionString);
  let ran = 0;
  try {
    for (let guard = 0; guard < 10_000; guard++) {
      const next = await sql<{ id: string; run_at: Date }>`
        select id, run_at from graphile_worker.jobs
        where run_at <= ${new Date(opts.until).toISOString()}::timestamptz and locked_at is null and attempts < max_attempts
        order by run_at, id limit 1`.execute(opts.db);
      const job = next.rows[0];
      if (!job) break;
      const dueAt = new Date(job.run_at).getTime();
      // an immediate job (due at the database's now) never moves game time backwards
      opts.clock.set(Math.max(opts.clock.now(), dueAt));
      await sql`select graphile_worker.reschedule_jobs(array[${String(job.id)}]::bigint[], run_at => now() - interval '1 second')`.execute(
        opts.db,
      );
      // a job due at the same instant as others is run alone so the clock matches each
      await runOnce({ pgPool: pool, taskList: opts.taskList, logger: makeLogger(), concurrency: 1 } as never);
      ran++;
    }
  } finally {
    await pool.end();
  }
  opts.clock.set(Math.max(opts.clock.now(), opts.until));
  return ran;
}

/**
 * A pg pool for graphile-worker's `runOnce` that we end and wait for. The pool runOnce makes for a
 * connection string is ended without waiting, and its error listeners removed first: a database
 * dropped right after (a test's end) then ended its closing connections with an error nobody heard,
 * an uncaught exception. One pool for a whole run also spares a connection per job.
 */
function ownPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 4 });
  const heard = (e: Error) => console.error(`[worker] connection: ${e.message}`);
  pool.on('error', heard);
  pool.on('connect', (client) => client.on('error', heard));
  return pool;
}
