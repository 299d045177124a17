/**
 * While vacation holds, the commander gives no orders (decision 055): every command of theirs is
 * refused with a clear answer, but for the calm ones that touch nothing in the world (ending the
 * vacation, chat and messages, reports, settings: `calmProcedure`), which the guard never sees.
 */
import type { CommandGuard } from '../../platform/trpc.ts';
import { baseFrozen } from '../../kernel/index.ts';
import { openVacation } from './repo.ts';

export const vacationGuard: CommandGuard = async (ctx) => {
  if (await openVacation(ctx.db, ctx.profileId)) throw baseFrozen();
};
