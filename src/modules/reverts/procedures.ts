import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { adminReason, uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { applyRevert, listReverts, previewRevert } from './service.ts';

const selection = {
  worldId: uuidId,
  kinds: z.array(z.string().trim().min(1).max(40)).min(1).max(20),
  commanders: z.array(z.string().trim().min(1).max(40)).max(50),
  from: z.number().int().min(0).max(8.64e15),
  to: z.number().int().min(0).max(8.64e15),
};

export const revertsRouter = router({
  preview: adminProcedure.input(z.object(selection)).query(({ ctx, input }) => previewRevert(ctx.db, input)),
  revert: adminProcedure
    .input(
      z.object({
        ...selection,
        reason: adminReason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => applyRevert(trx, ctx.session, input, ctx.clock.now())),
    ),
  list: adminProcedure
    .input(z.object({ worldId: uuidId }))
    .query(({ ctx, input }) => listReverts(ctx.db, input.worldId)),
});
