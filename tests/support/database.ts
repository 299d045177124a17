/**
 * Test databases: one migrated template per run (made by global-setup.ts), and a fresh copy of it
 * for each test file (`create database … template …` takes ~100 ms), so files run in parallel
 * without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { connectPostgres } from '../../src/platform/db.ts';

export const TEMPLATE_DB = 'game_test_template';

export function serverUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL;
  if (!url) throw new Error('TEST_PG_SERVER_URL is not set: run tests through vitest (global setup)');
  return url;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates a fresh database from the migrated template and returns its URL. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `game_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(withDatabase(serverUrl(), 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl(), name),
    drop: async () => {
      const a = connectPostgres(withDatabase(serverUrl(), 'postgres'), { max: 1, onnotice: () => {} });
      try {
        await a.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}
