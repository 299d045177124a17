import { adminReason } from '../../platform/input-errors.ts';
import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { adminProcedure, publicProcedure, router } from '../../platform/trpc.ts';
import { MAX_PAGE, PAGE_SLUGS, readPage, writePage } from './service.ts';

const slug = z.enum(PAGE_SLUGS);

export const pagesRouter = router({
  read: publicProcedure.input(z.object({ slug })).query(({ ctx, input }) => readPage(ctx.db, input.slug)),
  write: adminProcedure
    .input(
      z.object({
        slug,
        body: z.string().max(MAX_PAGE, `A page can have at most ${MAX_PAGE} characters`),
        reason: adminReason,
      }),
    )
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => writePage(trx, ctx.session, input, ctx.clock.now()))),
});
