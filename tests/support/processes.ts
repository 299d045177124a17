/**
 * A scaled-out game on one PostgreSQL, as the README's "Scaling out" runs it: N web processes
 * (`IN_PROCESS_WORKER=false bun src/server/main.ts`, each on its own free port) and M worker
 * processes (`bun src/server/worker.ts`), real separate processes with the tests' settings
 * (test-env.ts), on a fresh database. Used by tests/integration/scale-out.test.ts,
 * tests/e2e/scale-out.spec.ts, and meant for longer runs (a soak with bots).
 *
 *   const cluster = await startCluster({ web: 2, worker: 2, env: { RATE_LIMIT: '20' } });
 *   cluster.webUrls            // ['http://127.0.0.1:41234', 'http://127.0.0.1:41235']
 *   cluster.procs.web0.pid     // names: web0, web1 …, worker0, worker1 …
 *   await cluster.kill9('worker1');   // SIGKILL, returns once it has exited
 *   await cluster.restart('worker1'); // the same command again (a web process keeps its port), ready when it returns
 *   cluster.rss('web0')        // resident memory in KiB (VmRSS of /proc/<pid>/status), null when not running
 *   cluster.logs('web0')       // the last ~64 KiB it printed (stdout and stderr), for a failing test's message
 *   await cluster.stop();      // every process, then the database (when the cluster made it)
 *
 * Time is real: separate processes cannot share an injected clock, so a test keeps game durations
 * short (`SEED_WORLD_SPEED`) and waits on conditions (`waitFor`), never on fixed sleeps.
 *
 * No process outlives the tests: `stop()` ends them (SIGTERM, then SIGKILL after 5 s); each process
 * also runs orphan-guard.ts, which ends it when the test process that started it dies; and the test
 * process kills whatever is still running when it exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectPostgres } from '../../src/platform/db.ts';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../../src/platform/embedded-pg.ts';
import { freshDatabase, withDatabase } from './database.ts';
import { freePort } from './free-port.ts';
import { TEST_ENV } from './test-env.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GUARD = fileURLToPath(new URL('./orphan-guard.ts', import.meta.url));
const LOG_KEEP = 64 * 1024;

export type ProcessKind = 'web' | 'worker';

export interface ClusterOptions {
  /** Web processes (`IN_PROCESS_WORKER=false bun src/server/main.ts`). Default 2. */
  web?: number;
  /** Worker processes (`bun src/server/worker.ts`). Default 2. */
  worker?: number;
  /** Settings on top of the tests' (TEST_ENV), for every process: e.g. `{ RATE_LIMIT: '20', SEED_WORLD_SPEED: '60' }`. */
  env?: Record<string, string>;
  /** Ports of the web processes, in order (a browser test fixes its baseURL before the cluster starts). Default: free ones. */
  webPorts?: number[];
  /** Use this database (left in place at stop). Default: a fresh one, dropped at stop. */
  databaseUrl?: string;
  /** How long a process may take to become ready. Default 60 s. */
  readyTimeoutMs?: number;
  /** Echo every line the processes print to this process's stderr, prefixed with their name. Default off. */
  echo?: boolean;
}

export interface ClusterProcess {
  readonly name: string;
  readonly kind: ProcessKind;
  /** Web processes: the port, kept across restarts. */
  readonly port: number | null;
  /** Web processes: `http://127.0.0.1:<port>`. */
  readonly url: string | null;
  /** The running process's id; null when it is not running. */
  readonly pid: number | null;
  /** How many times it was started (1 after startCluster). */
  readonly starts: number;
}

export interface Cluster {
  readonly databaseUrl: string;
  /** The web processes' origins, web0 first. */
  readonly webUrls: string[];
  readonly procs: Readonly<Record<string, ClusterProcess>>;
  /** Kills a process with SIGKILL (as `kill -9`) and resolves once it has exited. */
  kill9(name: string): Promise<void>;
  /** Starts a process that is not running again, with its command and settings; resolves when it is ready. */
  restart(name: string): Promise<void>;
  /** Resident memory of a running process in KiB (VmRSS), null when it is not running. */
  rss(name: string): number | null;
  /** The tail of what a process printed (all its lives). */
  logs(name: string): string;
  /** Stops every process and drops the database it made. Safe to call twice. */
  stop(): Promise<void>;
}

/** Waits until `check` answers something truthy (polled every `everyMs`); throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
    } catch (e) {
      last = e;
    }
    if (Date.now() > until)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A fresh database: from the migrated template inside vitest, else an empty one the first process migrates. */
async function clusterDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.TEST_PG_SERVER_URL) return freshDatabase();
  // outside vitest (a Playwright spec, a script): DATABASE_URL's server, else the private test PostgreSQL
  const server = process.env.DATABASE_URL
    ? withDatabase(process.env.DATABASE_URL, 'postgres')
    : await ensureEmbeddedPostgres({
        dir: '.data/pg-test',
        port: Number(process.env.TEST_PG_PORT ?? 54330),
        database: 'postgres',
        fsync: false,
      });
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  await createDatabaseIfMissing(server, name);
  return {
    url: withDatabase(server, name),
    drop: async () => {
      const admin = connectPostgres(server, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Every process any cluster of this test process started and that has not exited: killed when the test process exits. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

interface Slot extends ClusterProcess {
  name: string;
  kind: ProcessKind;
  port: number | null;
  url: string | null;
  pid: number | null;
  starts: number;
  child: ChildProcess | null;
  exited: Promise<void> | null;
  log: string;
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  installExitHook();
  const webCount = opts.web ?? 2;
  const workerCount = opts.worker ?? 2;
  const readyTimeoutMs = opts.readyTimeoutMs ?? 60_000;
  const made = opts.databaseUrl ? null : await clusterDatabase();
  const databaseUrl = opts.databaseUrl ?? (made as { url: string }).url;
  // one key for every process: what one seals (the captcha and token secrets) the others must open
  const secretsKey = randomBytes(32).toString('hex');
  const bun = process.versions.bun ? process.execPath : 'bun';

  const slots: Record<string, Slot> = {};
  for (let i = 0; i < webCount; i++) {
    const port = opts.webPorts?.[i] ?? (await freePort());
    slots[`web${i}`] = {
      name: `web${i}`,
      kind: 'web',
      port,
      url: `http://127.0.0.1:${port}`,
      pid: null,
      starts: 0,
      child: null,
      exited: null,
      log: '',
    };
  }
  for (let i = 0; i < workerCount; i++)
    slots[`worker${i}`] = {
      name: `worker${i}`,
      kind: 'worker',
      port: null,
      url: null,
      pid: null,
      starts: 0,
      child: null,
      exited: null,
      log: '',
    };

  const envFor = (slot: Slot): Record<string, string> => ({
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    ...TEST_ENV,
    DATABASE_URL: databaseUrl,
    SECRETS_KEY: secretsKey,
    CLUSTER_PARENT_PID: String(process.pid),
    ...(slot.port ? { PORT: String(slot.port), PUBLIC_URL: slot.url as string } : {}),
    ...opts.env,
    // what makes it the README's scale-out: web processes run no worker
    IN_PROCESS_WORKER: 'false',
  });

  const slotOf = (name: string): Slot => {
    const s = slots[name];
    if (!s) throw new Error(`no process named ${name} (there are ${Object.keys(slots).join(', ')})`);
    return s;
  };

  async function launch(slot: Slot): Promise<void> {
    if (slot.child) throw new Error(`${slot.name} is running already (pid ${slot.pid})`);
    const entry = slot.kind === 'web' ? 'src/server/main.ts' : 'src/server/worker.ts';
    // BENCH_CPU_PROF_DIR: each web process writes a CPU profile there when it exits (bench/sockets.ts)
    const prof = process.env.BENCH_CPU_PROF_DIR;
    const profile =
      prof && slot.kind === 'web'
        ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${prof}`, `--cpu-prof-name=${slot.name}.md`]
        : [];
    const child = spawn(bun, [...profile, '--preload', GUARD, entry], {
      cwd: ROOT,
      env: envFor(slot),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    slot.child = child;
    slot.pid = child.pid ?? null;
    slot.starts++;
    running.add(child);
    const life = slot.starts;
    let sawReadyLine = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      slot.log = (slot.log + text).slice(-LOG_KEEP);
      if (text.includes('worker running')) sawReadyLine = true;
      if (opts.echo) for (const line of text.split('\n')) if (line) process.stderr.write(`[${slot.name}] ${line}\n`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    slot.exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(child);
        slot.log = `${slot.log}\n[${slot.name} life ${life} exited: ${signal ?? code}]\n`.slice(-LOG_KEEP);
        if (slot.child === child) {
          slot.child = null;
          slot.pid = null;
        }
        resolve();
      });
    });
    try {
      await waitFor(
        `${slot.name} to be ready`,
        async () => {
          if (slot.child !== child) throw new Error(`${slot.name} exited while starting:\n${slot.log.slice(-4000)}`);
          if (slot.kind === 'worker') return sawReadyLine;
          const r = await fetch(`${slot.url}/health`).catch(() => null);
          return r?.status === 200;
        },
        readyTimeoutMs,
        100,
      );
    } catch (e) {
      throw new Error(`${e instanceof Error ? e.message : e}\n--- ${slot.name} printed:\n${slot.log.slice(-4000)}`);
    }
  }

  async function end(slot: Slot, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = slot.child;
    if (!child) return;
    const exited = slot.exited;
    child.kill(signal);
    const timer = signal === 'SIGTERM' ? setTimeout(() => child.kill('SIGKILL'), 5_000) : null;
    await exited;
    if (timer) clearTimeout(timer);
  }

  let stopped = false;
  const cluster: Cluster = {
    databaseUrl,
    webUrls: Object.values(slots)
      .filter((s) => s.kind === 'web')
      .map((s) => s.url as string),
    procs: slots,
    async kill9(name) {
      const slot = slotOf(name);
      if (!slot.child) throw new Error(`${name} is not running`);
      await end(slot, 'SIGKILL');
    },
    async restart(name) {
      await launch(slotOf(name));
    },
    rss(name) {
      const pid = slotOf(name).pid;
      if (!pid) return null;
      try {
        const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return m ? Number(m[1]) : null;
      } catch {
        return null;
      }
    },
    logs(name) {
      return slotOf(name).log;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.all(Object.values(slots).map((s) => end(s, 'SIGTERM')));
      await made?.drop();
    },
  };

  try {
    // all at once, as a deployment would start them: migrations and seeding race on an empty database
    await Promise.all(Object.values(slots).map((s) => launch(s)));
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  return cluster;
}
