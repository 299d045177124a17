/**
 * "Download my data" (GDPR Art. 20): what every module holds of the signed-in player, as one JSON
 * document — the account and its sessions, each commander with their base, friends, ignored
 * commanders, shared networks, chat lines and private messages. Composed here, where every
 * module's public face meets.
 */
import { accountDataOf } from '../modules/accounts/index.ts';
import { basePositionOfProfile } from '../modules/bases/index.ts';
import { chatDataOf } from '../modules/chat/index.ts';
import { listFriends, listIgnored, listSharedNetworksOf } from '../modules/social/index.ts';
import { commandersByIds, profilesOfAccounts } from '../modules/worlds/index.ts';
import type { Db } from '../platform/db.ts';
import { authedProcedure, router } from '../platform/trpc.ts';

export async function playerData(db: Db, accountId: string, now: number) {
  const account = await accountDataOf(db, accountId);
  const own = await profilesOfAccounts(db, [accountId]);
  const details = new Map(
    (
      await commandersByIds(
        db,
        own.map((p) => p.id),
      )
    ).map((p) => [p.id, p]),
  );
  const commanders = [];
  for (const p of own) {
    const base = await basePositionOfProfile(db, p.id);
    const friends = await listFriends(db, p.id);
    commanders.push({
      name: p.username,
      avatar: details.get(p.id)?.avatar ?? null,
      createdAt: details.get(p.id)?.created_at.toISOString() ?? null,
      base: base ? { x: base.x, y: base.y } : null,
      friends: friends.map((f) => ({ name: f.username, status: f.status })),
      ignored: (await listIgnored(db, p.id)).map((i) => i.username),
      sharedNetworks: (await listSharedNetworksOf(db, p.id)).map((n) => ({ name: n.username, status: n.status })),
      ...(await chatDataOf(db, p.id)),
    });
  }
  return { exportedAt: new Date(now).toISOString(), account, commanders };
}

export const privacyRouter = router({
  myData: authedProcedure.query(async ({ ctx }) =>
    JSON.stringify(await playerData(ctx.db, ctx.session.accountId, ctx.clock.now()), null, 2),
  ),
});
