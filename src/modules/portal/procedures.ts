import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { dropPortalShield, openPortal, readPortal } from './service.ts';

export const portalRouter = router({
  mine: playerProcedure.query(({ ctx }) => readPortal(ctx.db, ctx.profileId, ctx.clock.now())),
  open: playerProcedure
    .input(z.object({ address: z.string().max(40, 'Address must be six symbols') }))
    .mutation(({ ctx, input }) => openPortal(ctx.db, ctx.profileId, input.address, ctx.clock.now())),
  dropShield: playerProcedure.mutation(({ ctx }) => dropPortalShield(ctx.db, ctx.profileId, ctx.clock.now())),
});
