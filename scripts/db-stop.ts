/** `bun run db:stop` (`npm stop`): stops the project's private PostgreSQL servers (dev and test). */
import { stopEmbeddedPostgres } from '../src/platform/embedded-pg.ts';

for (const dir of [process.env.EMBEDDED_PG_DIR ?? '.data/pg', '.data/pg-test']) {
  console.log(`stopped the private PostgreSQL in ${stopEmbeddedPostgres(dir)} (if it ran)`);
}
