import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { economyOfDay, netMovers } from './service.ts';

const worldDay = z.object({
  worldId: uuidId,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'day: YYYY-MM-DD'),
});

export const economyRouter = router({
  day: adminProcedure.input(worldDay).query(({ ctx, input }) => economyOfDay(ctx.db, input.worldId, input.day)),
  /** the day's commanders with the largest net change of resources and credits (decision 087) */
  movers: adminProcedure.input(worldDay).query(({ ctx, input }) => netMovers(ctx.db, input.worldId, input.day)),
});
