import { z } from 'zod';
import { UNIT_IDS } from '../../game/index.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { cancelRally, createRally, joinRally, leaveRally } from './service.ts';
import { listRallies, rallyDetails } from './view.ts';

const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const Units = z.array(z.object({ type: z.enum(UNIT_IDS), count })).max(UNIT_IDS.length * 2);
const summed = (list: { type: string; count: number }[]) => {
  const units: Record<string, number> = {};
  for (const u of list) units[u.type] = (units[u.type] ?? 0) + u.count;
  return units;
};

export const ralliesRouter = router({
  create: playerProcedure
    .input(z.object({ x: z.number().int(), y: z.number().int(), waitMinutes: z.number().int(), units: Units }))
    .mutation(({ ctx, input }) =>
      ctx.db
        .transaction()
        .execute((trx) => createRally(trx, ctx.profileId, { ...input, units: summed(input.units) }, ctx.clock.now()))
        .then((id) => rallyDetails(ctx.db, ctx.profileId, id)),
    ),
  join: playerProcedure.input(z.object({ rallyId: uuidId, units: Units })).mutation(({ ctx, input }) =>
    ctx.db
      .transaction()
      .execute((trx) => joinRally(trx, ctx.profileId, input.rallyId, summed(input.units), ctx.clock.now()))
      .then((id) => rallyDetails(ctx.db, ctx.profileId, id)),
  ),
  leave: playerProcedure.input(z.object({ rallyId: uuidId })).mutation(({ ctx, input }) =>
    ctx.db
      .transaction()
      .execute((trx) => leaveRally(trx, ctx.profileId, input.rallyId, ctx.clock.now()))
      .then((id) => rallyDetails(ctx.db, ctx.profileId, id)),
  ),
  cancel: playerProcedure.input(z.object({ rallyId: uuidId })).mutation(({ ctx, input }) =>
    ctx.db
      .transaction()
      .execute((trx) => cancelRally(trx, ctx.profileId, input.rallyId, ctx.clock.now()))
      .then((id) => rallyDetails(ctx.db, ctx.profileId, id)),
  ),
  list: playerProcedure.query(({ ctx }) => listRallies(ctx.db, ctx.profileId)),
  details: playerProcedure
    .input(z.object({ rallyId: uuidId }))
    .query(({ ctx, input }) => rallyDetails(ctx.db, ctx.profileId, input.rallyId)),
});
