/** First-start seed: the admin account and one open world (both idempotent). */
import { seedAdmin } from '../modules/accounts/index.ts';
import { seedWorld } from '../modules/worlds/index.ts';
import { config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';

export async function seed(db: Db, now: number, log = true): Promise<void> {
  const created = await seedAdmin(db, { username: config.adminUsername, password: config.adminPassword, email: config.adminEmail }, now);
  if (created && log) console.log(`[seed] admin account created: ${config.adminUsername} / ${process.env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : config.adminPassword}`);
  if ((await seedWorld(db, now, config.seedWorldSpeed)) && log) console.log('[seed] world "Andromeda Reach" created (open now)');
}
