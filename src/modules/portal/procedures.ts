import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { afterDial, dropPortalShield, openPortal, readPortal } from './service.ts';

/** Each command runs in one transaction the procedure opens (decision 048). */
export const portalRouter = router({
  mine: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => readPortal(trx, ctx.profileId, ctx.clock.now())),
  ),
  open: playerProcedure
    .input(z.object({ address: z.string().max(40, 'Address must be six symbols') }))
    .mutation(async ({ ctx, input }) =>
      // committed, then a dial refused on the other side is thrown: its energy stays spent
      afterDial(await inTransaction(ctx.db, (trx) => openPortal(trx, ctx.profileId, input.address, ctx.clock.now()))),
    ),
  dropShield: playerProcedure.mutation(({ ctx }) =>
    inTransaction(ctx.db, (trx) => dropPortalShield(trx, ctx.profileId, ctx.clock.now())),
  ),
});
