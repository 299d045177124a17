import { z } from 'zod';
import { UNIT_IDS } from '../../game/index.ts';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { deployMission, readMissions } from './service.ts';

const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const Units = z.array(z.object({ type: z.enum(UNIT_IDS), count })).max(UNIT_IDS.length * 2);

/** Each command runs in one transaction the procedure opens (decision 048). */
export const missionsRouter = router({
  board: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => readMissions(trx, ctx.profileId, ctx.clock.now())),
  ),
  deploy: playerProcedure.input(z.object({ missionId: uuidId, units: Units })).mutation(({ ctx, input }) => {
    const units: Record<string, number> = {};
    for (const u of input.units) units[u.type] = (units[u.type] ?? 0) + u.count;
    return inTransaction(ctx.db, (trx) => deployMission(trx, ctx.profileId, input.missionId, units, ctx.clock.now()));
  }),
});
