/**
 * `bun run backup [folder]`: the configured database (DATABASE_DIRECT_URL, DATABASE_URL, or the private
 * PostgreSQL) and the secrets key, into `folder` (default `backups/<database>-<UTC time>`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupDatabase } from '../src/platform/backup.ts';
import { config } from '../src/platform/config.ts';
import { databaseUrls } from '../src/server/database.ts';

const { directUrl } = await databaseUrls();
const name = decodeURIComponent(new URL(directUrl).pathname.slice(1));
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
const out = process.argv[2] ?? join('backups', `${name}-${stamp}`);
const key = process.env.SECRETS_KEY
  ? `${process.env.SECRETS_KEY.trim()}\n`
  : existsSync(config.secretsKeyFile)
    ? readFileSync(config.secretsKeyFile, 'utf8')
    : null;
const manifest = await backupDatabase(directUrl, out, { secretsKey: key }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
console.log(
  `backed up ${name} (PostgreSQL ${manifest.serverVersion}, ${manifest.format}${manifest.format === 'copy' ? `, ${manifest.tables.length} tables, ${rows} rows` : ''}) into ${out}`,
);
if (!key) console.log('no secrets key found to keep beside it (SECRETS_KEY unset and no key file)');
process.exit(0);
