/**
 * `bun run restore <folder> [--database NAME] [--replace]`: a backup made by `bun run backup` into the
 * configured server, as the configured database or NAME. An existing database is dropped only with
 * --replace (stop the game first). The secrets key beside the backup is written to SECRETS_KEY_FILE when
 * none is there; a different key already there is left alone and the restore says so.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase, withDatabaseName } from '../src/platform/backup.ts';
import { config } from '../src/platform/config.ts';
import { databaseUrls } from '../src/server/database.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { database: { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const folder = positionals[0];
if (!folder) {
  console.error('usage: bun run restore <backup folder> [--database NAME] [--replace]');
  process.exit(2);
}
const { directUrl } = await databaseUrls();
const target = values.database ? withDatabaseName(directUrl, values.database) : directUrl;
const { manifest, secretsKey } = await restoreDatabase(folder, target, { replace: values.replace }).catch(
  (e: Error) => {
    console.error(e.message);
    process.exit(1);
  },
);
console.log(
  `restored ${manifest.database} of ${manifest.createdAt} (${manifest.format}) into ${new URL(target).pathname.slice(1)}`,
);
if (secretsKey && !process.env.SECRETS_KEY) {
  const file = config.secretsKeyFile;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secretsKey, { mode: 0o600 });
    console.log(`wrote the secrets key to ${file}`);
  } else if (readFileSync(file, 'utf8').trim() !== secretsKey.trim()) {
    console.log(`${file} holds another key: left alone. The restored 2-FA seeds open with the backup's secret.key`);
  }
}
process.exit(0);
