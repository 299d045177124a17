import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { ledgerPage } from './service.ts';

const filter = z.object({
  kinds: z.array(z.string().max(40)).max(30).nullish(),
  from: z.coerce.date().nullish(),
  to: z.coerce.date().nullish(),
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
    .input(filter.extend({ profileId: uuidId }))
    .query(({ ctx, input }) => pageOf(ctx.db, input.profileId, input)),
});
