import { inTransaction } from '../../platform/db.ts';
import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import {
  adminRevokeToken,
  adminToolTokens,
  createToolToken,
  listToolTokens,
  MAX_PER_MINUTE,
  revokeOwnToken,
  TOOL_SCOPES,
} from './service.ts';

export const toolTokensRouter = router({
  list: playerProcedure.query(({ ctx }) => listToolTokens(ctx.db, ctx.profileId)),
  create: playerProcedure
    .input(
      z.object({
        name: z.string().trim().min(1).max(40),
        scopes: z.array(z.enum(TOOL_SCOPES)).min(1).max(TOOL_SCOPES.length),
        perMinute: z.number().int().min(1).max(MAX_PER_MINUTE).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => createToolToken(trx, ctx.profileId, input, ctx.clock.now())),
    ),
  revoke: playerProcedure
    .input(z.object({ id: uuidId }))
    .mutation(({ ctx, input }) => revokeOwnToken(ctx.db, ctx.profileId, input.id, ctx.clock.now())),
  adminList: adminProcedure.query(({ ctx }) => adminToolTokens(ctx.db)),
  adminRevoke: adminProcedure.input(z.object({ id: uuidId })).mutation(async ({ ctx, input }) => {
    await inTransaction(ctx.db, (trx) => adminRevokeToken(trx, ctx.session, input.id, ctx.clock.now()));
    // answered after the commit, with the pool
    return adminToolTokens(ctx.db);
  }),
});
