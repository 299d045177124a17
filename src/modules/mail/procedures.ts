import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { adminReason, uuidId } from '../../platform/input-errors.ts';
import { listMail } from './repo.ts';
import { resendMail } from './service.ts';

export const mailRouter = router({
  outbox: adminProcedure
    .input(z.object({ limit: z.number().int().min(1).max(500).default(100) }).default({ limit: 100 }))
    .query(async ({ ctx, input }) => {
      const rows = await listMail(ctx.db, input.limit);
      return rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.body_text,
        kind: r.kind,
        status: r.status,
        error: r.error,
        createdAt: r.created_at,
        sentAt: r.sent_at,
      }));
    }),
  resend: adminProcedure
    .input(
      z.object({
        mailId: uuidId,
        reason: adminReason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => resendMail(trx, ctx.session, input.mailId, input.reason, ctx.clock.now())),
    ),
});
