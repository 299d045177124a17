import { playerProcedure, router } from '../../platform/trpc.ts';
import { readLeaderboard } from './service.ts';

export const leaderboardsRouter = router({
  influence: playerProcedure.query(({ ctx }) => readLeaderboard(ctx.db, ctx.profileId)),
});
