import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { claimTasks, listTasks } from './service.ts';

export const tasksRouter = router({
  list: playerProcedure.query(({ ctx }) => listTasks(ctx.db, ctx.profileId, ctx.clock.now())),
  claim: playerProcedure
    .input(z.object({ taskId: z.string().max(60) }))
    .mutation(({ ctx, input }) => claimTasks(ctx.db, ctx.profileId, [input.taskId], ctx.clock.now())),
  claimAll: playerProcedure.mutation(({ ctx }) => claimTasks(ctx.db, ctx.profileId, 'all', ctx.clock.now())),
});
