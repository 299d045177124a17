/** First-start seed: the admin account and one open world (both idempotent). */
import { seedAdmin } from '../modules/accounts/index.ts';
import { seedWorld } from '../modules/worlds/index.ts';
import { config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';

export async function seed(db: Db, now: number, log = true): Promise<void> {
  const admin = {
    username: config.adminUsername,
    password: config.adminPassword,
    email: config.adminEmail,
    mustChangePassword: config.adminPasswordIsDefault,
  };
  const created = await seedAdmin(db, admin, now);
  if (created && log) {
    const password = config.adminPasswordIsDefault
      ? `${config.adminPassword} (must be changed at the first sign-in)`
      : '(from ADMIN_PASSWORD)';
    console.log(`[seed] admin account created: ${config.adminUsername} / ${password}`);
  }
  if ((await seedWorld(db, now, config.seedWorldSpeed, config.seedEconomySpeed)) && log)
    console.log('[seed] world "Andromeda Reach" created (open now)');
}
