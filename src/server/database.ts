/** Which PostgreSQL this process uses: DATABASE_URL, or the project's private one (embedded default). */
import { config } from '../platform/config.ts';
import { ensureEmbeddedPostgres } from '../platform/embedded-pg.ts';

export async function databaseUrl(): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  return ensureEmbeddedPostgres({ dir: config.embeddedPgDir, port: config.embeddedPgPort, fsync: config.embeddedPgFsync });
}
