import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { ledgerPage } from './service.ts';

/** A day the database can hold and a player can mean: years 2000 to 9999 (PostgreSQL refuses year 10000). */
const day = z.coerce.date().min(new Date('2000-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')).nullish();

const filter = z.object({
  kinds: z.array(z.string().max(40)).max(30).nullish(),
  from: day,
  to: day,
  cursor: z.string().max(60).nullish(),
  limit: z.number().int().min(1).max(100).default(25),
});

async function pageOf(db: Parameters<typeof ledgerPage>[0], profileId: string, f: z.infer<typeof filter>) {
  return ledgerPage(db, profileId, {
    kinds: f.kinds?.length ? f.kinds : null,
    from: f.from ?? null,
    to: f.to ?? null,
    cursor: f.cursor ?? null,
    limit: f.limit,
  });
}

export const ledgerRouter = router({
  mine: playerProcedure.input(filter).query(({ ctx, input }) => pageOf(ctx.db, ctx.profileId, input)),
  ofCommander: adminProcedure
    .input(filter.extend({ userProfileId: uuidId }))
    .query(({ ctx, input }) => pageOf(ctx.db, input.userProfileId, input)),
});
