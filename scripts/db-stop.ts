/** `bun run db:stop`: stops the project's private PostgreSQL servers (dev and test). */
import { stopEmbeddedPostgres } from '../src/platform/embedded-pg.ts';

for (const dir of [process.env.EMBEDDED_PG_DIR ?? '.data/pg', '.data/pg-test']) stopEmbeddedPostgres(dir);
console.log('private PostgreSQL stopped');
