import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { markAllRead, openReport, readReports } from './service.ts';

export const reportsRouter = router({
  list: playerProcedure
    .input(z.object({ offset: z.number().int().optional(), limit: z.number().int().optional() }))
    .query(({ ctx, input }) => readReports(ctx.db, ctx.profileId, input.offset ?? 0, input.limit ?? 30)),
  open: playerProcedure
    .input(z.object({ reportId: uuidId }))
    .mutation(({ ctx, input }) => openReport(ctx.db, ctx.profileId, input.reportId, ctx.clock.now())),
  markAllRead: playerProcedure.mutation(({ ctx }) => markAllRead(ctx.db, ctx.profileId, ctx.clock.now())),
});
