import { inTransaction } from '../../platform/db.ts';
import { z } from 'zod';
import { RELATION_KINDS } from '../../game/index.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { acceptRelation, endRelation, myRelations, proposeRelation } from './service.ts';

const relationId = z.object({ relationId: z.string().uuid() });

export const diplomacyRouter = router({
  relations: playerProcedure.query(({ ctx }) => myRelations(ctx.db, ctx.profileId)),
  propose: playerProcedure
    .input(z.object({ allianceId: z.string().uuid(), kind: z.enum(RELATION_KINDS) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => proposeRelation(trx, ctx.profileId, input, ctx.clock.now())),
    ),
  accept: playerProcedure
    .input(relationId)
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => acceptRelation(trx, ctx.profileId, input.relationId, ctx.clock.now())),
    ),
  end: playerProcedure
    .input(relationId)
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => endRelation(trx, ctx.profileId, input.relationId, ctx.clock.now())),
    ),
});
