import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { serialId, uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { buyQueue, cancelQueued, dropShield, readBase, startResearch, startUpgrade } from './commands.ts';
import { discardParkedEvent, retryParkedEvent, timelineOverview } from './timeline-admin.ts';
import { healUnits, trainUnits } from './training.ts';

const id = z.string().max(60);

export const basesRouter = router({
  mine: playerProcedure.query(({ ctx }) => readBase(ctx.db, ctx.profileId, ctx.clock.now())),
  startUpgrade: playerProcedure
    .input(z.object({ buildingId: id }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => startUpgrade(trx, ctx.profileId, input.buildingId, ctx.clock.now())),
    ),
  startResearch: playerProcedure
    .input(z.object({ researchId: id }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => startResearch(trx, ctx.profileId, input.researchId, ctx.clock.now())),
    ),
  train: playerProcedure
    .input(z.object({ unitType: id, count: z.number().int().min(-1_000_000).max(1_000_000) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => trainUnits(trx, ctx.profileId, input.unitType, input.count, ctx.clock.now())),
    ),
  heal: playerProcedure
    .input(z.object({ unitType: id, count: z.number().int().min(-1_000_000).max(1_000_000) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => healUnits(trx, ctx.profileId, input.unitType, input.count, ctx.clock.now())),
    ),
  dropShield: playerProcedure.mutation(({ ctx }) =>
    inTransaction(ctx.db, (trx) => dropShield(trx, ctx.profileId, ctx.clock.now())),
  ),
  cancel: playerProcedure
    .input(z.object({ queueItemId: serialId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => cancelQueued(trx, ctx.profileId, input.queueItemId, ctx.clock.now())),
    ),
  /** An admin's look at a player's base (settled to now, as the player would see it). */
  adminBase: adminProcedure
    .input(z.object({ userProfileId: uuidId }))
    .query(({ ctx, input }) => readBase(ctx.db, input.userProfileId, ctx.clock.now())),
  timelineHealth: adminProcedure.query(({ ctx }) => timelineOverview(ctx.db, ctx.clock.now())),
  retryTimelineEvent: adminProcedure
    .input(z.object({ eventId: serialId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => retryParkedEvent(trx, ctx.session, input.eventId, ctx.clock.now())),
    ),
  discardTimelineEvent: adminProcedure
    .input(z.object({ eventId: serialId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => discardParkedEvent(trx, ctx.session, input.eventId, ctx.clock.now())),
    ),
  buyQueue: playerProcedure
    .input(z.object({ kind: z.enum(['building', 'research']) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => buyQueue(trx, ctx.profileId, input.kind, ctx.clock.now())),
    ),
});
