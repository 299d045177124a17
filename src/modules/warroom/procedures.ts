import { z } from 'zod';
import { calmProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { allianceIncoming } from './incoming.ts';
import { intelBoard, intelSettings, setIntelSettings, shareReport } from './intel.ts';

export const warroomRouter = router({
  incoming: playerProcedure.query(({ ctx }) => allianceIncoming(ctx.db, ctx.profileId, ctx.clock.now())),
  intel: playerProcedure.query(({ ctx }) => intelBoard(ctx.db, ctx.profileId)),
  settings: playerProcedure.query(({ ctx }) => intelSettings(ctx.db, ctx.profileId)),
  setSettings: calmProcedure
    .input(z.object({ shareScouts: z.boolean() }))
    .mutation(({ ctx, input }) => setIntelSettings(ctx.db, ctx.profileId, input.shareScouts)),
  share: calmProcedure
    .input(z.object({ reportId: z.string().uuid() }))
    .mutation(({ ctx, input }) => shareReport(ctx.db, ctx.profileId, input.reportId)),
});
