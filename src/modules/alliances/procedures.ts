import { z } from 'zod';
import { ALLIANCE_ROLES } from '../../game/index.ts';
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
  withdrawApplication,
} from './service.ts';

const id = uuidId;

export const alliancesRouter = router({
  mine: playerProcedure.query(({ ctx }) => myAlliance(ctx.db, ctx.profileId)),
  list: playerProcedure
    .input(z.object({ search: z.string().max(60).nullish() }))
    .query(({ ctx, input }) => listWorldAlliances(ctx.db, ctx.profileId, input.search ?? null)),
  create: playerProcedure
    .input(z.object({ name: z.string().max(100), tag: z.string().max(20) }))
    .mutation(({ ctx, input }) => createAlliance(ctx.db, ctx.profileId, input, ctx.clock.now())),
  applyTo: playerProcedure
    .input(z.object({ allianceId: id }))
    .mutation(({ ctx, input }) => applyTo(ctx.db, ctx.profileId, input.allianceId, ctx.clock.now())),
  withdraw: playerProcedure
    .input(z.object({ allianceId: id }))
    .mutation(({ ctx, input }) => withdrawApplication(ctx.db, ctx.profileId, input.allianceId)),
  answer: playerProcedure
    .input(z.object({ profileId: id, accept: z.boolean() }))
    .mutation(({ ctx, input }) =>
      answerApplication(ctx.db, ctx.profileId, input.profileId, input.accept, ctx.clock.now()),
    ),
  kick: playerProcedure
    .input(z.object({ profileId: id }))
    .mutation(({ ctx, input }) => kickMember(ctx.db, ctx.profileId, input.profileId)),
  changeRole: playerProcedure
    .input(z.object({ profileId: id, role: z.enum(ALLIANCE_ROLES) }))
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.profileId, input.profileId, input.role)),
  leave: playerProcedure.mutation(({ ctx }) => leaveAlliance(ctx.db, ctx.profileId)),
});
