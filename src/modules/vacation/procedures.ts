import { inTransaction } from '../../platform/db.ts';
import { adminProcedure, calmProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { commandersOnVacation } from './on-vacation.ts';
import { endVacation, startVacation, vacationStatus } from './service.ts';

export const vacationRouter = router({
  status: playerProcedure.query(({ ctx }) => vacationStatus(ctx.db, ctx.profileId, ctx.clock.now())),
  start: playerProcedure.mutation(async ({ ctx }) => {
    await inTransaction(ctx.db, (trx) => startVacation(trx, ctx.profileId, ctx.clock.now()));
    // answered after the commit, with the pool
    return vacationStatus(ctx.db, ctx.profileId, ctx.clock.now());
  }),
  end: calmProcedure.mutation(async ({ ctx }) => {
    await inTransaction(ctx.db, (trx) => endVacation(trx, ctx.profileId, ctx.clock.now()));
    return vacationStatus(ctx.db, ctx.profileId, ctx.clock.now());
  }),
  /** /control: who is on vacation, since when (admins) */
  onVacation: adminProcedure.query(({ ctx }) => commandersOnVacation(ctx.db)),
});
