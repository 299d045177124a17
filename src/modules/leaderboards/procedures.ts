import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { RANKING_CATEGORIES, RANKING_SCOPES } from './categories.ts';
import { readHistory } from './history.ts';
import { readLeaderboard, readRanking } from './service.ts';
import { uuidId } from '../../platform/input-errors.ts';

export const leaderboardsRouter = router({
  influence: playerProcedure.query(({ ctx }) => readLeaderboard(ctx.db, ctx.profileId, ctx.clock.now())),
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
      readRanking(
        ctx.db,
        ctx.profileId,
        {
          category: input.category,
          scope: input.scope,
          offset: input.offset ?? 0,
          limit: input.limit ?? 50,
        },
        ctx.clock.now(),
      ),
    ),
  history: playerProcedure
    .input(z.object({ scope: z.enum(RANKING_SCOPES), id: uuidId.optional() }))
    .query(({ ctx, input }) => readHistory(ctx.db, ctx.profileId, input.scope, input.id ?? null, ctx.clock.now())),
});
