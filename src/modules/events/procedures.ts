import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { EVENT_TYPES } from '../../game/index.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { cancelEvent, joinEvent, listAllEvents, listEvents, scheduleEvent } from './service.ts';

export const eventsRouter = router({
  list: playerProcedure.query(({ ctx }) => listEvents(ctx.db, ctx.profileId, ctx.clock.now())),
  join: playerProcedure
    .input(z.object({ eventId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => joinEvent(trx, ctx.profileId, input.eventId, ctx.clock.now())),
    ),
  adminList: adminProcedure.query(({ ctx }) => listAllEvents(ctx.db, ctx.clock.now())),
  schedule: adminProcedure
    .input(
      z.object({
        worldId: uuidId,
        type: z.enum(EVENT_TYPES),
        startsAt: z.number().int().min(0).max(8_640_000_000_000),
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => scheduleEvent(trx, ctx.session, input, ctx.clock.now())),
    ),
  cancel: adminProcedure
    .input(z.object({ eventId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => cancelEvent(trx, ctx.session, input.eventId, ctx.clock.now())),
    ),
});
