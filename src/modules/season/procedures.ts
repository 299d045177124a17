import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { publicProcedure, router } from '../../platform/trpc.ts';
import { listHalls, readHall } from './hall.ts';

export const seasonRouter = router({
  halls: publicProcedure.query(({ ctx }) => listHalls(ctx.db)),
  hall: publicProcedure.input(z.object({ worldId: uuidId })).query(({ ctx, input }) => readHall(ctx.db, input.worldId)),
});
