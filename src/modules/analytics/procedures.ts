import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../platform/trpc.ts';
import { recentRequestStats } from '../../platform/request-stats.ts';
import { routeShape } from './paths.ts';
import { countView, viewsSince } from './repo.ts';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const analyticsRouter = router({
  /** First-party page views: the browser reports each route it shows; no third party involved. */
  recordPageView: publicProcedure.input(z.object({ path: z.string().max(200) })).mutation(async ({ ctx, input }) => {
    await countView(ctx.db, dayOf(ctx.clock.now()), routeShape(input.path));
    return { ok: true };
  }),

  pageViews: adminProcedure
    .input(z.object({ days: z.number().int().min(1).max(365).default(7) }))
    .query(({ ctx, input }) => {
      return viewsSince(ctx.db, dayOf(ctx.clock.now() - (input.days - 1) * 86_400_000));
    }),

  /** Requests over the last hour, per minute, summed over every web process: answered, refused, failed. */
  requestStats: adminProcedure.query(({ ctx }) => recentRequestStats(ctx.db, ctx.clock.now(), 60)),
});
