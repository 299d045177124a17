import { z } from 'zod';
import { ALLIANCE_ROLES } from '../../game/index.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import {
  answerApplication,
  applyTo,
  changeRole,
  createAlliance,
  kickMember,
  leaveAlliance,
  listWorldAlliances,
  myAlliance,
  readyToApply,
  readyToFound,
  withdrawApplication,
} from './service.ts';

const id = uuidId;

/** The reader's alliance as it stands once the command's transaction has committed. */
async function thenMine(db: Db, profileId: string, command: Promise<void>) {
  await command;
  return myAlliance(db, profileId);
}

/** Each command runs in one transaction the procedure opens (decision 048), then answers the alliance as committed. */
export const alliancesRouter = router({
  mine: playerProcedure.query(({ ctx }) => myAlliance(ctx.db, ctx.profileId)),
  list: playerProcedure
    .input(z.object({ search: z.string().max(60).nullish() }))
    .query(({ ctx, input }) => listWorldAlliances(ctx.db, ctx.profileId, input.search ?? null)),
  create: playerProcedure
    .input(z.object({ name: z.string().max(100), tag: z.string().max(20) }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      const founding = await readyToFound(ctx.db, ctx.profileId, input, now);
      return thenMine(
        ctx.db,
        ctx.profileId,
        inTransaction(ctx.db, (trx) => createAlliance(trx, ctx.profileId, founding, now)),
      );
    }),
  applyTo: playerProcedure.input(z.object({ allianceId: id })).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    await readyToApply(ctx.db, ctx.profileId, input.allianceId, now);
    return thenMine(
      ctx.db,
      ctx.profileId,
      inTransaction(ctx.db, (trx) => applyTo(trx, ctx.profileId, input.allianceId, now)),
    );
  }),
  withdraw: playerProcedure.input(z.object({ allianceId: id })).mutation(({ ctx, input }) =>
    thenMine(
      ctx.db,
      ctx.profileId,
      inTransaction(ctx.db, (trx) => withdrawApplication(trx, ctx.profileId, input.allianceId)),
    ),
  ),
  answer: playerProcedure.input(z.object({ profileId: id, accept: z.boolean() })).mutation(({ ctx, input }) =>
    thenMine(
      ctx.db,
      ctx.profileId,
      inTransaction(ctx.db, (trx) =>
        answerApplication(trx, ctx.profileId, input.profileId, input.accept, ctx.clock.now()),
      ),
    ),
  ),
  kick: playerProcedure.input(z.object({ profileId: id })).mutation(({ ctx, input }) =>
    thenMine(
      ctx.db,
      ctx.profileId,
      inTransaction(ctx.db, (trx) => kickMember(trx, ctx.profileId, input.profileId)),
    ),
  ),
  changeRole: playerProcedure
    .input(z.object({ profileId: id, role: z.enum(ALLIANCE_ROLES) }))
    .mutation(({ ctx, input }) =>
      thenMine(
        ctx.db,
        ctx.profileId,
        inTransaction(ctx.db, (trx) => changeRole(trx, ctx.profileId, input.profileId, input.role)),
      ),
    ),
  leave: playerProcedure.mutation(({ ctx }) =>
    thenMine(
      ctx.db,
      ctx.profileId,
      inTransaction(ctx.db, (trx) => leaveAlliance(trx, ctx.profileId)),
    ),
  ),
});
