/**
 * Runs a command in a process group of its own and stops the whole group when it is hung: when its
 * progress file (a line per finished test) has not grown for `idleMs`, or, as a backstop, after
 * `limitMs` in all. A slow machine makes a healthy run longer, not silent: a run is called hung by
 * the time since a test last finished, not by the clock on the wall (`bun --bun vitest` is a
 * launcher and vitest its child, which killing the launcher alone would leave running).
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export interface Watch {
  /** a file the command appends to as it makes progress */
  progressFile?: string;
  /** hung when the progress file has not changed for this long */
  idleMs?: number;
  /** hung after this long in all, progress or not */
  limitMs: number;
  env?: Record<string, string>;
  /** how often progress is looked at */
  pollMs?: number;
}

export type Outcome = { status: 'ok' | 'failed' } | { status: 'hung'; reason: string };

function lastProgress(file: string | undefined, started: number): number {
  if (!file || !existsSync(file)) return started;
  return Math.max(started, statSync(file).mtimeMs);
}

export async function watchedRun(cmd: string[], watch: Watch): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(cmd[0] as string, cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...watch.env },
    detached: true,
  });
  let hung: string | null = null;
  const stop = (reason: string) => {
    hung = reason;
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - started > watch.limitMs) stop(`still running after ${(watch.limitMs / 60_000).toFixed(1)} minutes`);
    else if (watch.idleMs !== undefined && now - lastProgress(watch.progressFile, started) > watch.idleMs)
      stop(`no test finished for ${(watch.idleMs / 60_000).toFixed(1)} minutes`);
  }, watch.pollMs ?? 5_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearInterval(timer);
  if (hung !== null) return { status: 'hung', reason: hung };
  return { status: code === 0 ? 'ok' : 'failed' };
}
