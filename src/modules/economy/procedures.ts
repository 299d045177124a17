import { z } from 'zod';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { worldLedger } from './ledger-search.ts';
import { economyOfDay, netMovers } from './service.ts';

/** A day the database can hold: years 2000 to 9999 (PostgreSQL refuses year 10000). */
const instant = z.coerce.date().min(new Date('2000-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')).nullish();

const worldDay = z.object({
  worldId: uuidId,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'day: YYYY-MM-DD'),
});

export const economyRouter = router({
  day: adminProcedure.input(worldDay).query(({ ctx, input }) => economyOfDay(ctx.db, input.worldId, input.day)),
  /** the day's commanders with the largest net change of resources and credits (decision 087) */
  movers: adminProcedure.input(worldDay).query(({ ctx, input }) => netMovers(ctx.db, input.worldId, input.day)),
  /** every commander's ledger of a world, by kind, time, commander name and least amount (decision 087) */
  ledger: adminProcedure
    .input(
      z.object({
        worldId: uuidId,
        kinds: z.array(z.string().max(40)).max(30).nullish(),
        from: instant,
        to: instant,
        commander: z.string().trim().max(30).nullish(),
        minAmount: z.number().min(0).max(1e15).nullish(),
        cursor: z.string().max(60).nullish(),
        limit: z.number().int().min(1).max(100).default(25),
      }),
    )
    .query(({ ctx, input }) =>
      worldLedger(ctx.db, {
        worldId: input.worldId,
        kinds: input.kinds?.length ? input.kinds : null,
        from: input.from ?? null,
        to: input.to ?? null,
        commander: input.commander || null,
        minAmount: input.minAmount ?? null,
        cursor: input.cursor ?? null,
        limit: input.limit,
      }),
    ),
});
