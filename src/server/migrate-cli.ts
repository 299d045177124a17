/** `bun run migrate`: applies every migration to the configured (or private) database (DATABASE_DIRECT_URL when set). */
import { databaseUrls, migrateDirect } from './database.ts';

const { directUrl } = await databaseUrls();
await migrateDirect(directUrl);
console.log('migrations applied');
