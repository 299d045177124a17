import type { Db } from '../../platform/db.ts';
import { findAccountByUsername, insertAccount, updateAccount } from './repo.ts';

/**
 * Creates the admin account on first start (idempotent). Returns true when it was created now.
 * `mustChangePassword` (the published default password) makes the first sign-in replace it.
 */
export async function seedAdmin(
  db: Db,
  admin: { username: string; password: string; email: string; mustChangePassword: boolean },
  now: number,
): Promise<boolean> {
  const existing = await findAccountByUsername(db, admin.username);
  if (existing) {
    if (existing.role !== 'admin') await updateAccount(db, existing.id, { role: 'admin', status: 'active' });
    // an admin seeded before this rule still signing in with the published default must change it too
    if (
      admin.mustChangePassword &&
      !existing.must_change_password &&
      (await Bun.password.verify(admin.password, existing.password_hash))
    ) {
      await updateAccount(db, existing.id, { must_change_password: true });
    }
    return false;
  }
  const passwordHash = await Bun.password.hash(admin.password, { algorithm: 'argon2id' });
  const row = await insertAccount(db, {
    username: admin.username,
    email: admin.email,
    passwordHash,
    role: 'admin',
    status: 'active',
    referral: null,
    at: new Date(now),
  });
  if (row && admin.mustChangePassword) await updateAccount(db, row.id, { must_change_password: true });
  return Boolean(row);
}
