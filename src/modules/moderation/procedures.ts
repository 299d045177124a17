import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { ITEMS_BY_TYPE, RESOURCES } from '../../game/index.ts';
import { adminReason as reason, uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { allianceOfCommander } from '../alliances/index.ts';
import { auditLog } from './audit-log.ts';
import { multiAccountSignals } from './signals.ts';
import { adjustItems, adjustResources, moveCommanderBase, renameAlliance, renameCommander } from './service.ts';

const amount = z
  .number()
  .int('Amounts must be whole numbers')
  .min(-1_000_000_000, 'Amounts must be between -1,000,000,000 and 1,000,000,000')
  .max(1_000_000_000, 'Amounts must be between -1,000,000,000 and 1,000,000,000');

export const moderationRouter = router({
  adjustResources: adminProcedure
    .input(
      z.object({
        profileId: uuidId,
        delta: z
          .array(z.object({ kind: z.enum(RESOURCES, { message: 'Unknown resource' }), amount }))
          .min(1)
          .max(6),
        reason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        adjustResources(
          trx,
          ctx.session,
          {
            profileId: input.profileId,
            delta: Object.fromEntries(input.delta.map((d) => [d.kind, d.amount])),
            reason: input.reason,
          },
          ctx.clock.now(),
        ),
      ),
    ),
  adjustItems: adminProcedure
    .input(
      z.object({
        profileId: uuidId,
        type: z.string().refine((t) => t in ITEMS_BY_TYPE, 'Unknown item'),
        delta: z
          .number()
          .int('Count must be a whole number')
          .min(-100_000, 'Count must be between -100,000 and 100,000')
          .max(100_000, 'Count must be between -100,000 and 100,000')
          .refine((n) => n !== 0, 'Count must not be 0'),
        reason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => adjustItems(trx, ctx.session, input, ctx.clock.now())),
    ),
  moveBase: adminProcedure
    .input(
      z.object({
        profileId: uuidId,
        x: z
          .number()
          .int('X must be a whole number')
          .min(0, 'X must be on the map')
          .max(1_000_000, 'X must be on the map'),
        y: z
          .number()
          .int('Y must be a whole number')
          .min(0, 'Y must be on the map')
          .max(1_000_000, 'Y must be on the map'),
        reason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => moveCommanderBase(trx, ctx.session, input, ctx.clock.now())),
    ),
  signals: adminProcedure.query(({ ctx }) => multiAccountSignals(ctx.db, ctx.clock.now())),
  allianceOf: adminProcedure
    .input(z.object({ profileId: uuidId }))
    .query(({ ctx, input }) => allianceOfCommander(ctx.db, input.profileId)),
  renameAlliance: adminProcedure
    .input(z.object({ allianceId: uuidId, name: z.string().max(200), tag: z.string().max(50), reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => renameAlliance(trx, ctx.session, input, ctx.clock.now())),
    ),
  renameCommander: adminProcedure
    .input(z.object({ profileId: uuidId, username: z.string().max(200), reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => renameCommander(trx, ctx.session, input, ctx.clock.now())),
    ),
});

/** The audit log, its targets named (served as `audit.list`: the log is audit's, the names are not). */
export const auditLogRouter = router({
  list: adminProcedure
    .input(z.object({ limit: z.number().int().min(1).max(1000).default(200) }).default({ limit: 200 }))
    .query(({ ctx, input }) => auditLog(ctx.db, input.limit)),
});
