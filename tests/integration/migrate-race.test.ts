/**
 * Processes started at once on an empty database (the README's scale-out: web and worker processes
 * together) all migrate it one at a time, under one advisory lock: a soak's four processes once
 * failed inside graphile-worker's migrations (one ran a later migration before another's earlier one
 * had committed). The race itself is rare in one process, so the test holds the lock itself and sees
 * that nobody migrates until it lets go. Planted: the lock taken out — the schema appeared while the
 * test held the lock, and the test failed.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { connectPostgres, createDb } from '../../src/platform/db.ts';
import { MIGRATION_LOCK, MIGRATIONS_DIR, migrateToLatest } from '../../src/platform/migrate.ts';
import { serverUrl, withDatabase } from '../support/database.ts';

test('four processes migrating one empty database at once all succeed, and the schema is whole', async () => {
  const name = `game_test_race_${randomBytes(4).toString('hex')}`;
  const admin = connectPostgres(withDatabase(serverUrl(), 'postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = withDatabase(serverUrl(), name);
  const handles = Array.from({ length: 4 }, () => createDb(url, { max: 2 }));
  try {
    const holder = connectPostgres(url, { max: 1, onnotice: () => {} });
    const held = await holder.reserve();
    await held`select pg_advisory_lock(${MIGRATION_LOCK})`;
    const running = Promise.allSettled(handles.map((h) => migrateToLatest(h.db, url)));
    // while another process holds the lock, none of the four touches the database; each waits on it
    const waiting = async () =>
      Number(
        (
          await held`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK} and not granted`
        )[0]!.n,
      );
    for (let i = 0; i < 400 && (await waiting()) < 4; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await waiting()).toBe(4);
    const tables =
      await held`select count(*)::int as n from pg_tables where schemaname in ('public', 'graphile_worker')`;
    expect(Number(tables[0]!.n)).toBe(0);
    await held`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    held.release();
    await holder.end();
    const outcomes = await running;
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    const [h] = handles;
    const ours = await h!.sql`select count(*)::int as n from kysely_migration`;
    const theirs = await h!.sql`select count(*)::int as n from graphile_worker.migrations`;
    expect(Number(ours[0]!.n)).toBe(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.ts')).length);
    expect(Number(theirs[0]!.n)).toBeGreaterThan(10);
  } finally {
    for (const h of handles) await h.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}, 120_000);
