/**
 * A spec's own server whose clock the spec moves (time-travel-server.ts): started before the spec's
 * tests on a free port, the API helpers pointed at it, stopped after. `pass(ms)` lets game time go
 * by on it, applying what falls due.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePortSync } from '../../support/free-port.ts';
import { pointApiAt } from './api.ts';
import { pointDbAt } from './db.ts';
import { expect, test } from './fixtures.ts';

export function startTimeTravelServer() {
  const origin = `http://127.0.0.1:${freePortSync()}`;
  test.use({ baseURL: origin });
  let server: ChildProcess;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn('bun', ['tests/e2e/support/time-travel-server.ts'], {
      env: { ...process.env, PORT: new URL(origin).port },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(async () => (await fetch(`${origin}/health`).catch(() => null))?.status ?? 0, {
        timeout: 90_000,
        intervals: [250],
      })
      .toBe(200);
    pointApiAt(origin);
    // the fixtures of support/db.ts go to this server's database (it wrote where it is)
    pointDbAt(`.data/e2e-clock-db-${new URL(origin).port}`);
  });
  test.afterAll(async () => {
    pointApiAt(null);
    pointDbAt(null);
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  });
  /** Lets `ms` of game time pass on the server; what fell due is applied. */
  const pass = async (ms: number) => {
    const r = await fetch(`${origin}/__test/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
    expect(r.status).toBe(200);
  };
  return { origin, pass };
}
