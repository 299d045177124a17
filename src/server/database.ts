/** Which PostgreSQL this process uses: DATABASE_URL, or the project's private one (embedded default). */
import { config } from '../platform/config.ts';
import { ensureEmbeddedPostgres } from '../platform/embedded-pg.ts';

export async function databaseUrl(): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const url = await ensureEmbeddedPostgres({ dir: config.embeddedPgDir, port: config.embeddedPgPort, fsync: config.embeddedPgFsync });
  console.log(`[db] private PostgreSQL (keeps running after the game stops; \`npm stop\` stops it): ${url}`);
  return url;
}
