/**
 * The server for the browser tests: a fresh database on the test PostgreSQL (DATABASE_URL's
 * server, else the project's private one in .data/pg-test), an easy captcha, a short sign-in
 * block, then the real main.ts. The database name is written to .data/e2e-db-<port> for the fixtures.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ensureEmbeddedPostgres } from '../../../src/platform/embedded-pg.ts';
import { TEST_ENV } from '../../support/test-env.ts';
import { createMigratedDatabase } from './template-db.ts';

const server = process.env.DATABASE_URL
  ? (() => {
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = '/postgres';
      return u.toString();
    })()
  : await ensureEmbeddedPostgres({
      dir: '.data/pg-test',
      port: Number(process.env.TEST_PG_PORT ?? 54330),
      database: 'postgres',
      fsync: false,
    });

const name = `e2e_${randomBytes(5).toString('hex')}`;
// a copy of the migrated template: the migrations below (main.ts's for this server) find nothing to do
await createMigratedDatabase(server, name);
const url = new URL(server);
url.pathname = `/${name}`;
// what the browser tests depend on, whatever the shell exports (ADMIN_USERNAME …)
Object.assign(process.env, TEST_ENV, {
  DATABASE_URL: url.toString(),
  LOGIN_MAX_FAILURES: '3',
  LOGIN_BLOCK_SECONDS: '600',
  RATE_LIMIT: '100000',
  // a fast world, so a browser test sees an upgrade finish within seconds
  SEED_WORLD_SPEED: '5',
  PUBLIC_URL: `http://localhost:${process.env.PORT}`,
});
mkdirSync('.data', { recursive: true });
// one file per port: two browser-test runs in one checkout (a helper's and the lead's) never read each other's database
writeFileSync(`.data/e2e-db-${process.env.PORT}`, url.toString());
await import('../../../src/server/main.ts');
