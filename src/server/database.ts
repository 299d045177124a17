/** Which PostgreSQL this process uses: DATABASE_URL, or the project's private one (embedded default). */
import { config } from '../platform/config.ts';
import { createDb } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';
import { ensureEmbeddedPostgres } from '../platform/embedded-pg.ts';

export async function databaseUrl(): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const url = await ensureEmbeddedPostgres({
    dir: config.embeddedPgDir,
    port: config.embeddedPgPort,
    fsync: config.embeddedPgFsync,
  });
  console.log(`[db] private PostgreSQL (keeps running after the game stops; \`npm stop\` stops it): ${url}`);
  return url;
}

/**
 * The URLs this process connects with. `url` carries the queries; `directUrl` reaches the same
 * database without a pooler, for LISTEN, graphile-worker and migrations. `pooled` when they differ:
 * DATABASE_URL then goes through a pooler in transaction mode (docs/decisions/035).
 */
export async function databaseUrls(): Promise<{ url: string; directUrl: string; pooled: boolean }> {
  const url = await databaseUrl();
  const directUrl = config.databaseDirectUrl || url;
  return { url, directUrl, pooled: directUrl !== url };
}

/** Applies the migrations (ours and graphile-worker's) over a short-lived direct connection. */
export async function migrateDirect(directUrl: string): Promise<void> {
  const handle = createDb(directUrl, { max: 2 });
  try {
    await migrateToLatest(handle.db, directUrl);
  } finally {
    await handle.close();
  }
}
