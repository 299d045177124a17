import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { readOverview } from './overview.ts';
import { readMap } from './service.ts';

const coordinate = z.number().int();

export const galaxyRouter = router({
  /** The map around a spot (clamped to the map; radius 1 to 20, default 10). */
  map: playerProcedure
    .input(
      z.object({
        x: coordinate,
        y: coordinate,
        radius: z.number().int().optional(),
        since: z.string().max(100).nullish(),
      }),
    )
    .query(({ ctx, input }) => readMap(ctx.db, ctx.profileId, input, ctx.clock.now())),
  /** The whole galaxy in coarse cells: bases and objects counted per cell, and where my allies stand. */
  overview: playerProcedure.query(({ ctx }) => readOverview(ctx.db, ctx.profileId, ctx.clock.now())),
});
