import { z } from 'zod';
import { UNIT_IDS } from '../../game/index.ts';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { cancelOperation } from './cancel.ts';
import { editOperation } from './edit.ts';
import { postAnnouncement, readAnnouncement, removeAnnouncement } from './announcement.ts';
import { joinOperation, launchWave, operationsView, planOperation } from './service.ts';

const coord = z.number().int().min(-100_000).max(100_000);
const Units = z
  .array(z.object({ type: z.enum(UNIT_IDS), count: z.number().int().min(0).max(1_000_000_000) }))
  .max(UNIT_IDS.length);

export const allyOpsRouter = router({
  list: playerProcedure.query(({ ctx }) => operationsView(ctx.db, ctx.profileId, ctx.clock.now())),
  plan: playerProcedure
    .input(z.object({ targets: z.array(z.object({ x: coord, y: coord })).max(10), landsAt: z.number().finite() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      await inTransaction(ctx.db, (trx) => planOperation(trx, ctx.profileId, input, now));
      return operationsView(ctx.db, ctx.profileId, now);
    }),
  join: playerProcedure
    .input(z.object({ operationId: uuidId, target: z.number().int().min(0).max(9), units: Units }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      const units: Record<string, number> = {};
      for (const u of input.units) units[u.type] = (units[u.type] ?? 0) + u.count;
      await inTransaction(ctx.db, (trx) =>
        joinOperation(trx, ctx.profileId, { operationId: input.operationId, target: input.target, units }, now),
      );
      return operationsView(ctx.db, ctx.profileId, now);
    }),
  announcement: playerProcedure.query(({ ctx }) => readAnnouncement(ctx.db, ctx.profileId)),
  announce: playerProcedure.input(z.object({ text: z.string().max(10_000) })).mutation(async ({ ctx, input }) => {
    await inTransaction(ctx.db, (trx) => postAnnouncement(trx, ctx.profileId, input.text, ctx.clock.now()));
    // answered after the commit, with the pool
    return readAnnouncement(ctx.db, ctx.profileId);
  }),
  unannounce: playerProcedure.mutation(({ ctx }) =>
    inTransaction(ctx.db, (trx) => removeAnnouncement(trx, ctx.profileId)),
  ),
  cancel: playerProcedure.input(z.object({ operationId: uuidId })).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    await inTransaction(ctx.db, (trx) => cancelOperation(trx, ctx.profileId, input.operationId, now));
    return operationsView(ctx.db, ctx.profileId, now);
  }),
  edit: playerProcedure
    .input(
      z.object({
        operationId: uuidId,
        targets: z.array(z.object({ x: coord, y: coord })).max(10),
        landsAt: z.number().finite(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      await inTransaction(ctx.db, (trx) => editOperation(trx, ctx.profileId, input, now));
      return operationsView(ctx.db, ctx.profileId, now);
    }),
  launch: playerProcedure.input(z.object({ operationId: uuidId })).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    await inTransaction(ctx.db, (trx) => launchWave(trx, ctx.profileId, input.operationId, now));
    return operationsView(ctx.db, ctx.profileId, now);
  }),
});
