import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { UNIT_IDS } from '../../game/index.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { startVault, vaultRanking } from './service.ts';

const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const Units = z.array(z.object({ type: z.enum(UNIT_IDS), count })).max(UNIT_IDS.length * 2);

export const vaultRouter = router({
  ranking: playerProcedure.query(({ ctx }) => vaultRanking(ctx.db, ctx.profileId)),
  start: playerProcedure.input(z.object({ units: Units })).mutation(({ ctx, input }) => {
    const units: Record<string, number> = {};
    for (const u of input.units) units[u.type] = (units[u.type] ?? 0) + u.count;
    return inTransaction(ctx.db, (trx) => startVault(trx, ctx.profileId, units, ctx.clock.now()));
  }),
});
