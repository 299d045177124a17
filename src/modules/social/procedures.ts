import { inTransaction } from '../../platform/db.ts';
import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { acceptFriend, listFriends, removeFriend, requestFriend } from './friends.ts';
import { ignoreCommander, listIgnored, unignoreCommander } from './ignores.ts';
import { commanderPage, findCommanders } from './public-page.ts';
import {
  confirmSharedNetworkWith,
  declareSharedNetwork,
  listSharedNetworksOf,
  withdrawSharedNetwork,
} from './shared-network.ts';

const who = z.object({ username: z.string().max(60) });

export const socialRouter = router({
  ignored: playerProcedure.query(({ ctx }) => listIgnored(ctx.db, ctx.profileId)),
  ignore: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) => ignoreCommander(ctx.db, ctx.profileId, input.username, ctx.clock.now())),
  unignore: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) => unignoreCommander(ctx.db, ctx.profileId, input.username)),

  friends: playerProcedure.query(({ ctx }) => listFriends(ctx.db, ctx.profileId)),
  requestFriend: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => requestFriend(trx, ctx.profileId, input.username, ctx.clock.now())),
    ),
  acceptFriend: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => acceptFriend(trx, ctx.profileId, input.username, ctx.clock.now())),
    ),
  removeFriend: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => removeFriend(trx, ctx.profileId, input.username))),

  commander: playerProcedure
    .input(who)
    .query(({ ctx, input }) => commanderPage(ctx.db, ctx.profileId, input.username, ctx.clock.now())),
  search: playerProcedure
    .input(z.object({ name: z.string().max(60) }))
    .query(({ ctx, input }) => findCommanders(ctx.db, ctx.profileId, input.name)),

  sharedNetworks: playerProcedure.query(({ ctx }) => listSharedNetworksOf(ctx.db, ctx.profileId)),
  declareSharedNetwork: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => declareSharedNetwork(trx, ctx.profileId, input.username, ctx.clock.now())),
    ),
  confirmSharedNetwork: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) => confirmSharedNetworkWith(ctx.db, ctx.profileId, input.username, ctx.clock.now())),
  withdrawSharedNetwork: playerProcedure
    .input(who)
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => withdrawSharedNetwork(trx, ctx.profileId, input.username)),
    ),
});
