/**
 * A deleted account's end: when its grace period is over (and no sign-in cancelled it), one
 * transaction erases what identifies the player in each module that holds it — the account (name,
 * e-mail, password, sessions with their addresses, links), the commanders' names and avatars (the
 * world keeps neutral ghosts: their bases, reports and messages stay, under the ghost's name), and
 * the push devices — and the audit log records it. Run again, it does nothing.
 */
import { z } from 'zod';
import { ERASE_TASK, eraseAccountIfDue } from '../modules/accounts/index.ts';
import { forgetAlertsOf } from '../modules/alerts/index.ts';
import { ghostProfilesOfAccount } from '../modules/worlds/index.ts';
import type { TaskFactory } from '../platform/jobs.ts';

const Payload = z.object({ accountId: z.string().uuid() });

export const accountErasureTasks: TaskFactory = ({ db, clock }) => ({
  [ERASE_TASK]: async (payload) => {
    const { accountId } = Payload.parse(payload);
    await db.transaction().execute(async (trx) => {
      const erased = await eraseAccountIfDue(trx, accountId, clock.now());
      if (!erased) return;
      const profiles = await ghostProfilesOfAccount(trx, accountId);
      await forgetAlertsOf(trx, profiles);
    });
  },
});
