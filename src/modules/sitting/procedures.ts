import { inTransaction } from '../../platform/db.ts';
import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { nameSitter, revokeSitter, seatsOf, sittingOverview } from './service.ts';

export const sittingRouter = router({
  /** the owner's sitters, the budget used and the sitting log */
  overview: playerProcedure.query(({ ctx }) => sittingOverview(ctx.db, ctx.profileId, ctx.clock.now())),
  /** the bases the caller may sit now */
  seats: playerProcedure.query(({ ctx }) => seatsOf(ctx.db, ctx.profileId, ctx.clock.now())),
  // commands a sitter never gives: not on the allow-list (naming sitters is the owner's alone)
  name: playerProcedure
    .input(
      z.object({
        commander: z.string().min(1, 'Commander is required').max(40, 'Commander is at most 40 characters'),
        hours: z.number().int('Hours must be a whole number').min(-1_000_000).max(1_000_000),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await inTransaction(ctx.db, (trx) =>
        nameSitter(trx, ctx.profileId, input.commander, input.hours, ctx.clock.now()),
      );
      // answered after the commit, with the pool
      return sittingOverview(ctx.db, ctx.profileId, ctx.clock.now());
    }),
  revoke: playerProcedure.input(z.object({ sitterId: uuidId })).mutation(async ({ ctx, input }) => {
    await inTransaction(ctx.db, (trx) => revokeSitter(trx, ctx.profileId, input.sitterId, ctx.clock.now()));
    return sittingOverview(ctx.db, ctx.profileId, ctx.clock.now());
  }),
});
