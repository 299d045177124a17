/**
 * The server for the browser tests: a fresh database on the test PostgreSQL (DATABASE_URL's
 * server, else the project's private one in .data/pg-test), an easy captcha, a short sign-in
 * block, then the real main.ts. The database name is written to .data/e2e-db for the fixtures.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createDatabaseIfMissing, ensureEmbeddedPostgres } from '../../../src/platform/embedded-pg.ts';
import { ADMIN } from './api.ts';

const server = process.env.DATABASE_URL
  ? (() => {
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = '/postgres';
      return u.toString();
    })()
  : await ensureEmbeddedPostgres({ dir: '.data/pg-test', port: Number(process.env.TEST_PG_PORT ?? 54330), database: 'postgres' });

const name = `e2e_${randomBytes(5).toString('hex')}`;
await createDatabaseIfMissing(server, name);
const url = new URL(server);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.CAPTCHA_KEY_PREFIX ??= '0';
process.env.LOGIN_MAX_FAILURES ??= '3';
process.env.LOGIN_BLOCK_SECONDS ??= '600';
process.env.RATE_LIMIT ??= '100000';
// an explicit admin password, as an operator sets it: the published default must be changed at the
// first sign-in, which auth.spec.ts tests on an account of its own
process.env.ADMIN_PASSWORD ??= ADMIN.password;
// a fast world, so a browser test sees an upgrade finish within seconds
process.env.SEED_WORLD_SPEED ??= '5';
mkdirSync('.data', { recursive: true });
writeFileSync('.data/e2e-db', process.env.DATABASE_URL);
await import('../../../src/server/main.ts');
