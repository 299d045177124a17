import { z } from 'zod';
import { BETS } from '../../game/index.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { placeWager, readDen } from './smugglers-den.ts';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'Seed hash must be 64 hex digits');

export const tradeRouter = router({
  den: playerProcedure.query(({ ctx }) => readDen(ctx.db, ctx.profileId, ctx.clock.now())),
  wager: playerProcedure
    .input(z.object({ bet: z.enum(BETS), stake: z.number().int().min(0).max(1_000_000_000), clientSeed: z.string().min(1).max(64), seedHash: hex64 }))
    .mutation(({ ctx, input }) => placeWager(ctx.db, ctx.profileId, input, ctx.clock.now())),
});
