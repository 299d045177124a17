/**
 * The browser tests' databases: each server (the shared one, each time-travel spec's own) gets a
 * copy of one migrated template (`create database … template …`, ~0.2 s) instead of running every
 * migration itself (~4 s on a loaded 2-core machine). The template is named after the migrations'
 * contents, so a changed migration builds a new one; the first server to need it builds it while
 * holding an advisory lock, the others wait for it and copy.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectPostgres, createDb } from '../../../src/platform/db.ts';
import { MIGRATIONS_DIR, migrateToLatest } from '../../../src/platform/migrate.ts';

/** Whoever holds this session lock on the `postgres` database is building the template. */
const TEMPLATE_LOCK = 715_404;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The template's name: changes whenever a migration is added or edited. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(f);
    hash.update(readFileSync(join(MIGRATIONS_DIR, f)));
  }
  return `e2e_template_${hash.digest('hex').slice(0, 12)}`;
}

/** Creates `name` on the server at `serverUrl` (its `postgres` database) as a copy of the migrated template. */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<void> {
  const template = templateName();
  const admin = connectPostgres(withDatabase(serverUrl, 'postgres'), { max: 1, onnotice: () => {} });
  const session = await admin.reserve();
  try {
    await session`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const [built] = await session`select 1 as ok from pg_database where datname = ${template} and datistemplate`;
      if (!built) {
        // leftovers: a template of older migrations, or one whose build was interrupted
        const old = await session`select datname from pg_database where datname like 'e2e\\_template\\_%'`;
        for (const r of old) {
          // a template cannot be dropped: unmarked first
          await session.unsafe(`alter database "${r.datname}" with is_template false`);
          await session.unsafe(`drop database if exists "${r.datname}" with (force)`);
        }
        await session.unsafe(`create database "${template}"`);
        const url = withDatabase(serverUrl, template);
        const handle = createDb(url, { max: 2 });
        try {
          await migrateToLatest(handle.db, url);
        } finally {
          await handle.close();
        }
        // marked only when whole: an interrupted build is not copied, it is built again
        await session.unsafe(`alter database "${template}" with is_template true`);
      }
      // a template must have no open sessions when copied: ours closed, the server may lag a moment
      for (let i = 0; ; i++) {
        try {
          await session.unsafe(`create database "${name}" template "${template}"`);
          break;
        } catch (e) {
          if (i >= 100 || !String(e).includes('being accessed by other users')) throw e;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    } finally {
      await session`select pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => {});
    }
  } finally {
    session.release();
    await admin.end({ timeout: 5 });
  }
}
