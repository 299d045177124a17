import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { economyOfDay } from './service.ts';

export const economyRouter = router({
  day: adminProcedure
    .input(z.object({ worldId: uuidId, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day: YYYY-MM-DD') }))
    .query(({ ctx, input }) => economyOfDay(ctx.db, input.worldId, input.day)),
});
