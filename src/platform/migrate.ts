/** Applies the ordered migrations of `migrations/` and graphile-worker's own schema. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './db.ts';
import { connectPostgres } from './db.ts';
import { migrateWorker } from './jobs.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** The session advisory lock every process takes around the whole migration run. */
export const MIGRATION_LOCK = 715_403;

/**
 * Applies our migrations, then graphile-worker's, one process at a time: processes that start at once
 * on an empty database (the README's scale-out) wait for each other. graphile-worker alone detects only
 * two processes running the same migration: in a soak start, one process ran a later migration while
 * another's earlier one had not committed and stopped at 'column "job_count" of relation "job_queues"
 * does not exist'.
 */
export async function migrateToLatest(db: Db, connectionString: string): Promise<void> {
  const lockSql = connectPostgres(connectionString, { max: 1, onnotice: () => {} });
  const session = await lockSql.reserve();
  try {
    await session`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrateAll(db, connectionString);
  } finally {
    await session`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    session.release();
    await lockSql.end({ timeout: 5 });
  }
}

async function migrateAll(db: Db, connectionString: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
    // modules are built in parallel: a migration may land with a lower number than one already applied
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  if (error) throw error;
  await migrateWorker(connectionString);
}
