import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { runChecks, runsOfWorld } from './service.ts';

export const invariantsRouter = router({
  runs: adminProcedure
    .input(z.object({ worldId: uuidId, limit: z.number().int().min(1).max(50).default(10) }))
    .query(({ ctx, input }) => runsOfWorld(ctx.db, input.worldId, input.limit)),

  run: adminProcedure.input(z.object({ worldId: uuidId, repair: z.boolean() })).mutation(async ({ ctx, input }) => {
    const { runId } = await runChecks(ctx.db, input.worldId, {
      repair: input.repair,
      by: ctx.session,
      now: ctx.clock.now(),
    });
    const [run] = (await runsOfWorld(ctx.db, input.worldId, 10)).filter((r) => r.id === runId);
    return run!;
  }),
});
