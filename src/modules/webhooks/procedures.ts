import { inTransaction } from '../../platform/db.ts';
import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { WEBHOOK_KINDS } from './kinds.ts';
import { addWebhook, enableWebhook, listWebhooks, pingWebhook, removeWebhook, webhookInput } from './service.ts';

export const webhooksRouter = router({
  list: playerProcedure.query(({ ctx }) => listWebhooks(ctx.db, ctx.profileId)),
  add: playerProcedure
    .input(z.object({ url: z.string().max(500), kinds: z.array(z.enum(WEBHOOK_KINDS)).max(WEBHOOK_KINDS.length) }))
    .mutation(async ({ ctx, input }) => {
      // the address is resolved before the transaction opens (slow work, no lock held)
      const ready = await webhookInput(input);
      return inTransaction(ctx.db, (trx) =>
        addWebhook(trx, { profileId: ctx.profileId, username: ctx.session.username }, ready, ctx.clock.now()),
      );
    }),
  remove: playerProcedure
    .input(z.object({ id: uuidId }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => removeWebhook(trx, ctx.profileId, input.id))),
  enable: playerProcedure
    .input(z.object({ id: uuidId }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => enableWebhook(trx, ctx.profileId, input.id))),
  ping: playerProcedure
    .input(z.object({ id: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => pingWebhook(trx, ctx.profileId, input.id, ctx.clock.now())),
    ),
});
