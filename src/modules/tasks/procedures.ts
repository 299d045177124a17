import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { claimTasks, listTasks } from './service.ts';

export const tasksRouter = router({
  list: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => listTasks(trx, ctx.profileId, ctx.clock.now())),
  ),
  claim: playerProcedure
    .input(z.object({ taskId: z.string().max(60) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => claimTasks(trx, ctx.profileId, [input.taskId], ctx.clock.now())),
    ),
  claimAll: playerProcedure.mutation(({ ctx }) =>
    inTransaction(ctx.db, (trx) => claimTasks(trx, ctx.profileId, 'all', ctx.clock.now())),
  ),
});
