import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { RANKING_CATEGORIES, RANKING_SCOPES } from './categories.ts';
import { readLeaderboard, readRanking } from './service.ts';

export const leaderboardsRouter = router({
  influence: playerProcedure.query(({ ctx }) => readLeaderboard(ctx.db, ctx.profileId)),
  ranking: playerProcedure
    .input(
      z.object({
        category: z.enum(RANKING_CATEGORIES),
        scope: z.enum(RANKING_SCOPES),
        offset: z.number().int().min(0).max(1_000_000).optional(),
        limit: z.number().int().min(1).max(100).optional(),
      }),
    )
    .query(({ ctx, input }) =>
      readRanking(ctx.db, ctx.profileId, {
        category: input.category,
        scope: input.scope,
        offset: input.offset ?? 0,
        limit: input.limit ?? 50,
      }),
    ),
});
