import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { ITEMS_BY_TYPE } from '../../game/index.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { claimRewards, grantReward } from './service.ts';

export const rewardsRouter = router({
  claim: playerProcedure
    .input(z.object({ reportId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => claimRewards(trx, ctx.profileId, input.reportId, ctx.clock.now())),
    ),
  claimAll: playerProcedure.mutation(({ ctx }) =>
    inTransaction(ctx.db, (trx) => claimRewards(trx, ctx.profileId, 'all', ctx.clock.now())),
  ),
  grant: adminProcedure
    .input(
      z.object({
        profileId: uuidId,
        credits: z
          .number()
          .int()
          .min(0, 'Credits must be 0 or more')
          .max(1_000_000, 'Credits can be at most 1,000,000'),
        items: z
          .array(
            z.object({
              type: z.string().refine((t) => t in ITEMS_BY_TYPE, 'Unknown item'),
              count: z.number().int().min(1).max(1000),
            }),
          )
          .max(20),
        note: z
          .string()
          .trim()
          .min(3, 'Note must have at least 3 characters')
          .max(300, 'Note can have at most 300 characters'),
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        grantReward(
          trx,
          ctx.session,
          {
            profileId: input.profileId,
            credits: input.credits,
            items: Object.fromEntries(input.items.map((i) => [i.type, i.count])),
            note: input.note,
          },
          ctx.clock.now(),
        ),
      ),
    ),
});
