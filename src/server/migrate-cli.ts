/** `bun run migrate`: applies every migration to the configured (or private) database. */
import { createDb } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';
import { databaseUrl } from './database.ts';

const url = await databaseUrl();
const handle = createDb(url, { max: 2 });
await migrateToLatest(handle.db, url);
await handle.close();
console.log('migrations applied');
