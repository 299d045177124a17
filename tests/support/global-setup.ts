/**
 * vitest global setup: finds a PostgreSQL (DATABASE_URL's server, else the project's private
 * test server in .data/pg-test) and builds the migrated template database once per run.
 */
import { connectPostgres, createDb } from '../../src/platform/db.ts';
import { ensureEmbeddedPostgres } from '../../src/platform/embedded-pg.ts';
import { migrateToLatest } from '../../src/platform/migrate.ts';
import { TEMPLATE_DB, withDatabase } from './database.ts';

export default async function setup() {
  const server = process.env.DATABASE_URL
    ? withDatabase(process.env.DATABASE_URL, 'postgres')
    : await ensureEmbeddedPostgres({
        dir: '.data/pg-test',
        port: Number(process.env.TEST_PG_PORT ?? 54330),
        database: 'postgres',
        fsync: false,
      });
  process.env.TEST_PG_SERVER_URL = server;
  const admin = connectPostgres(server, { max: 1, onnotice: () => {} });
  try {
    // leftovers of an interrupted run
    const old = await admin`select datname from pg_database where datname like 'game_test_%'`;
    for (const r of old) await admin.unsafe(`drop database if exists "${r.datname}" with (force)`);
    await admin.unsafe(`create database "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(server, TEMPLATE_DB);
  const handle = createDb(templateUrl, { max: 2 });
  await migrateToLatest(handle.db, templateUrl);
  await handle.close();
  // a template must have no open connections when copied: wait until the server has ended them
  const check = connectPostgres(server, { max: 1, onnotice: () => {} });
  try {
    for (let i = 0; i < 200; i++) {
      const [r] = await check`select count(*)::int as n from pg_stat_activity where datname = ${TEMPLATE_DB}`;
      if ((r?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await check.end();
  }
}
