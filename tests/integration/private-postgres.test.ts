/** `bun dev` with nothing configured: the private PostgreSQL survives a kill -9 of the app and a restart. */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { stopEmbeddedPostgres } from '../../src/platform/embedded-pg.ts';

const dir = mkdtempSync(join(tmpdir(), 'ef-pg-'));
chmodSync(dir, 0o755); // PostgreSQL runs as its own OS user when we are root
const pgDir = join(dir, 'pg');
const port = 39_000 + Math.floor(Math.random() * 1000);
const pgPort = 55_000 + Math.floor(Math.random() * 1000);

function startApp() {
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), EMBEDDED_PG_DIR: pgDir, EMBEDDED_PG_PORT: String(pgPort), IN_PROCESS_WORKER: 'true' };
  delete env.DATABASE_URL;
  delete env.VITEST;
  return spawn('bun', ['src/server/main.ts'], { env, stdio: 'ignore' });
}

async function worlds(): Promise<{ id: string }[] | null> {
  for (let i = 0; i < 150; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ worlds { id } }"}' });
      if (r.ok) return ((await r.json()) as { data: { worlds: { id: string }[] } }).data.worlds;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

afterAll(() => {
  stopEmbeddedPostgres(pgDir);
  rmSync(dir, { recursive: true, force: true });
});

test('the app starts its own PostgreSQL, and after kill -9 a restart finds the same data', async () => {
  const first = startApp();
  const before = await worlds();
  expect(before?.length).toBe(1);
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));

  const second = startApp();
  try {
    const after = await worlds();
    expect(after).toEqual(before);
  } finally {
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }
}, 60_000);
