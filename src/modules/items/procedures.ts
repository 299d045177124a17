import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { serialId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { applyItems, buyItems, readBackpack, shopItems, speedUp, teleport, spendFragments } from './service.ts';

const type = z.string().max(60);
const count = z.number().int().min(-1_000_000).max(1_000_000);

export const itemsRouter = router({
  shop: playerProcedure.query(() => shopItems()),
  backpack: playerProcedure.query(({ ctx }) => readBackpack(ctx.db, ctx.profileId)),
  buy: playerProcedure
    .input(z.object({ type, count }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => buyItems(trx, ctx.profileId, input.type, input.count, ctx.clock.now())),
    ),
  use: playerProcedure
    .input(z.object({ type, count }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => applyItems(trx, ctx.profileId, input.type, input.count, ctx.clock.now())),
    ),
  fragments: playerProcedure
    .input(z.object({ kind: z.enum(['convert', 'combine']), count }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => spendFragments(trx, ctx.profileId, input.kind, input.count, ctx.clock.now())),
    ),
  teleport: playerProcedure
    .input(z.object({ x: z.number().int(), y: z.number().int() }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => teleport(trx, ctx.profileId, input, ctx.clock.now()))),
  speedUp: playerProcedure
    .input(z.object({ queueItemId: serialId, type, count }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        speedUp(trx, ctx.profileId, input.queueItemId, input.type, input.count, ctx.clock.now()),
      ),
    ),
});
