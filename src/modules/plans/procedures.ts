import { z } from 'zod';
import { PLAN_KINDS } from '../../game/index.ts';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { addStep, moveStep, readPlan, removeStep } from './service.ts';

export const plansRouter = router({
  mine: playerProcedure.query(({ ctx }) => readPlan(ctx.db, ctx.profileId, ctx.clock.now())),
  add: playerProcedure
    .input(z.object({ kind: z.enum(PLAN_KINDS), target: z.string().max(60) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => addStep(trx, ctx.profileId, input.kind, input.target, ctx.clock.now())),
    ),
  move: playerProcedure
    .input(z.object({ stepId: uuidId, direction: z.enum(['up', 'down']) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => moveStep(trx, ctx.profileId, input.stepId, input.direction, ctx.clock.now())),
    ),
  remove: playerProcedure
    .input(z.object({ stepId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => removeStep(trx, ctx.profileId, input.stepId, ctx.clock.now())),
    ),
});
