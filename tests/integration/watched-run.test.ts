/**
 * The test command calls a run hung by its silence, not by the wall clock: a slow run that keeps
 * finishing tests is left to finish; a run where nothing finishes is stopped, its whole process group.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { watchedRun } from '../../scripts/watched-run.ts';

/** A child that appends a line to `file` every 100 ms, `lines` times, then writes its pid and stays. */
function child(file: string, lines: number, thenExit: boolean): string[] {
  const script = `
    const { appendFileSync, writeFileSync } = require('node:fs');
    let n = 0;
    const t = setInterval(() => {
      appendFileSync(${JSON.stringify(file)}, 'done ' + n + '\\n');
      if (++n === ${lines}) {
        clearInterval(t);
        writeFileSync(${JSON.stringify(`${file}.pid`)}, String(process.pid));
        if (${thenExit}) process.exit(0);
        setInterval(() => {}, 1000);
      }
    }, 100);`;
  return ['bun', '-e', script];
}

function alive(pid: number): boolean {
  return spawnSync('kill', ['-0', String(pid)]).status === 0;
}

test('a run that keeps finishing tests past the idle limit is left to finish', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'watch-')), 'progress.log');
  // 3 s of steady progress with an idle limit of 1 s: slow, not hung
  const r = await watchedRun(child(file, 30, true), { progressFile: file, idleMs: 1_000, limitMs: 60_000, pollMs: 50 });
  expect(r).toEqual({ status: 'ok' });
  expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(30);
});

test('a run where nothing finishes is stopped as hung, with every process of its group', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'watch-')), 'progress.log');
  const r = await watchedRun(child(file, 3, false), { progressFile: file, idleMs: 1_000, limitMs: 60_000, pollMs: 50 });
  expect(r).toEqual({ status: 'hung', reason: 'no test finished for 0.0 minutes' });
  expect(alive(Number(readFileSync(`${file}.pid`, 'utf8')))).toBe(false);
});

test('the overall limit still stops a run that makes progress forever', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'watch-')), 'progress.log');
  const r = await watchedRun(child(file, 1_000_000, false), {
    progressFile: file,
    idleMs: 60_000,
    limitMs: 1_000,
    pollMs: 50,
  });
  expect(r.status).toBe('hung');
});
