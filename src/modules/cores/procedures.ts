import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { CATALYSTS } from '../../game/index.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { buildCore, embraceCore, listCores, refineCatalyst } from './service.ts';

export const coresRouter = router({
  list: playerProcedure.query(({ ctx }) => listCores(ctx.db, ctx.profileId, ctx.clock.now())),
  build: playerProcedure.mutation(({ ctx }) =>
    inTransaction(ctx.db, (trx) => buildCore(trx, ctx.profileId, ctx.clock.now())),
  ),
  refine: playerProcedure
    .input(z.object({ coreId: uuidId, catalyst: z.enum(CATALYSTS) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => refineCatalyst(trx, ctx.profileId, input.coreId, input.catalyst, ctx.clock.now())),
    ),
  embrace: playerProcedure
    .input(z.object({ coreId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => embraceCore(trx, ctx.profileId, input.coreId, ctx.clock.now())),
    ),
});
