import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { serialId, uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { askForHelp, giveHelp, helpAll, openHelpRequests } from './service.ts';

export const allyHelpRouter = router({
  open: playerProcedure.query(({ ctx }) => openHelpRequests(ctx.db, ctx.profileId, ctx.clock.now())),
  ask: playerProcedure.input(z.object({ queueItemId: serialId })).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    await inTransaction(ctx.db, (trx) => askForHelp(trx, ctx.profileId, input.queueItemId, now));
    return openHelpRequests(ctx.db, ctx.profileId, now);
  }),
  help: playerProcedure.input(z.object({ requestId: uuidId })).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    await inTransaction(ctx.db, (trx) => giveHelp(trx, ctx.profileId, input.requestId, now));
    return openHelpRequests(ctx.db, ctx.profileId, now);
  }),
  helpAll: playerProcedure.mutation(async ({ ctx }) => {
    const now = ctx.clock.now();
    const helped = await helpAll(ctx.db, ctx.profileId, now);
    return { helped, requests: await openHelpRequests(ctx.db, ctx.profileId, now) };
  }),
});
