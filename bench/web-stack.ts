/**
 * For the web benchmarks (bench/lighthouse.ts, bench/web-idle.ts; not tests): the browser tests'
 * server (tests/e2e/support/start-server.ts: a fresh database on TEST_PG_PORT's PostgreSQL, the
 * built client from dist/web) on a free port, and a new commander signed in through the dialog.
 * Run `bun run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { freePort } from '../tests/support/free-port.ts';

export interface Stack {
  origin: string;
  stop: () => void;
}

export async function startStack(): Promise<Stack> {
  const port = await freePort();
  process.env.E2E_PORT = String(port);
  const child: ChildProcess = spawn('bun', ['tests/e2e/support/start-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not answer /health within 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** A new commander through the real dialogs, standing in /base (the session stays in the page's local storage). */
export async function signedInCommander(page: Page, origin: string): Promise<string> {
  // api.ts reads E2E_PORT when called: import it once the port is set
  const { activePlayer } = await import('../tests/e2e/support/api.ts');
  const p = await activePlayer('Bench');
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Ephoran Frontier' }).first().waitFor();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(p.username);
  await dialog.getByLabel('Password').fill(p.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Commander name').fill(p.username);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await page.waitForURL(/\/base$/);
  return p.username;
}
