import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { attackProtectionAt, shelteredAround } from './view.ts';

/**
 * A spot as asked: any whole number (a spot off the map has nothing on it), held within ±1,000,000
 * so a window's edges (spot ± radius) stay inside PostgreSQL's integers (the input fuzz found it).
 */
const coordinate = z
  .number()
  .int()
  .transform((v) => Math.max(-1_000_000, Math.min(1_000_000, v)));

export const protectionRouter = router({
  /** The facts of an attack of mine on the base at (x, y), for the send dialog's preview (decision 067). */
  facts: playerProcedure
    .input(z.object({ x: coordinate, y: coordinate }))
    .query(({ ctx, input }) => attackProtectionAt(ctx.db, ctx.profileId, input, ctx.clock.now())),
  /** Bases around (x, y) strength protection shelters from me now (radius 1 to 20). */
  sheltered: playerProcedure
    .input(z.object({ x: coordinate, y: coordinate, radius: z.number().int().min(1).max(20) }))
    .query(({ ctx, input }) => shelteredAround(ctx.db, ctx.profileId, input, ctx.clock.now())),
});
