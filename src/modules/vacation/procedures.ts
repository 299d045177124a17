import { adminProcedure, calmProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { commandersOnVacation } from './on-vacation.ts';
import { endVacation, startVacation, vacationStatus } from './service.ts';

export const vacationRouter = router({
  status: playerProcedure.query(({ ctx }) => vacationStatus(ctx.db, ctx.profileId, ctx.clock.now())),
  start: playerProcedure.mutation(({ ctx }) => startVacation(ctx.db, ctx.profileId, ctx.clock.now())),
  end: calmProcedure.mutation(({ ctx }) => endVacation(ctx.db, ctx.profileId, ctx.clock.now())),
  /** /control: who is on vacation, since when (admins) */
  onVacation: adminProcedure.query(({ ctx }) => commandersOnVacation(ctx.db)),
});
