import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { LANGUAGES } from '../../platform/languages.ts';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../platform/trpc.ts';
import { listClosedUnseen, updateTicket } from './repo.ts';
import { adminTickets, answerTicket, closeTicket, contactSupport, supportErrors, ticketViews } from './service.ts';

export const supportRouter = router({
  contact: publicProcedure
    .input(
      z.object({
        subject: z.string().max(500),
        message: z.string().max(5000),
        email: z.string().max(300).nullish(),
        recaptcha: z.string().max(10_000).nullish(),
        language: z.enum(LANGUAGES).nullish(),
      }),
    )
    .mutation(({ ctx, input }) => contactSupport(ctx, ctx.session, input)),

  closedTickets: authedProcedure.query(async ({ ctx }) =>
    ticketViews(ctx.db, await listClosedUnseen(ctx.db, ctx.session.accountId)),
  ),

  acknowledge: authedProcedure.input(z.object({ ticketId: uuidId })).mutation(async ({ ctx, input }) => {
    const own = (await listClosedUnseen(ctx.db, ctx.session.accountId)).find((t) => t.id === input.ticketId);
    if (!own) throw supportErrors.notFound();
    await updateTicket(ctx.db, own.id, { closed_seen_at: new Date(ctx.clock.now()) });
    return { ok: true };
  }),

  list: adminProcedure
    .input(z.object({ status: z.enum(['open', 'answered', 'closed']).nullish() }))
    .query(({ ctx, input }) => adminTickets(ctx.db, input.status ?? null)),

  answer: adminProcedure
    .input(z.object({ ticketId: uuidId, answer: z.string().trim().min(1).max(5000) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => answerTicket(trx, ctx.session, input.ticketId, input.answer, ctx.clock.now())),
    ),

  close: adminProcedure
    .input(z.object({ ticketId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => closeTicket(trx, ctx.session, input.ticketId, ctx.clock.now())),
    ),
});
