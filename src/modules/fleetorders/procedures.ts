import { z } from 'zod';
import { CONTINGENCY_ACTIONS, MAX_REPEAT_TARGETS, UNIT_IDS } from '../../game/index.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { addRule, removeRule } from './contingency.ts';
import { evadeNow } from './evade-now.ts';
import { createRepeatOrder, fleetOrdersOf, stopRepeatOrder } from './service.ts';

const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const Units = z.array(z.object({ type: z.enum(UNIT_IDS), count })).max(UNIT_IDS.length * 2);
const coord = z.number().int().min(-1_000_000).max(1_000_000);

const counts = (list: { type: string; count: number }[]) => {
  const units: Record<string, number> = {};
  for (const u of list) units[u.type] = (units[u.type] ?? 0) + u.count;
  return units;
};

/** Each command runs in one transaction the procedure opens (the edge); the service functions take it. */
export const fleetOrdersRouter = router({
  list: playerProcedure.query(({ ctx }) =>
    ctx.db.transaction().execute((trx) => fleetOrdersOf(trx, ctx.profileId, ctx.clock.now())),
  ),
  createRepeat: playerProcedure
    .input(
      z.object({
        targets: z.array(z.object({ x: coord, y: coord, units: Units })).max(MAX_REPEAT_TARGETS * 2),
        lossThreshold: z.number().int().min(-1000).max(1000).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute((trx) =>
        createRepeatOrder(
          trx,
          ctx.profileId,
          {
            targets: input.targets.map((t) => ({ x: t.x, y: t.y, units: counts(t.units) })),
            lossThreshold: input.lossThreshold,
          },
          ctx.clock.now(),
        ),
      ),
    ),
  stopRepeat: playerProcedure
    .input(z.object({ orderId: uuidId }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute((trx) => stopRepeatOrder(trx, ctx.profileId, input.orderId, ctx.clock.now())),
    ),
  addRule: playerProcedure
    .input(
      z.object({
        minutes: z.number().int().min(-10_000).max(10_000),
        action: z.enum(CONTINGENCY_ACTIONS),
        ally: z.string().max(40).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute((trx) => addRule(trx, ctx.profileId, input, ctx.clock.now())),
    ),
  removeRule: playerProcedure
    .input(z.object({ ruleId: uuidId }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute((trx) => removeRule(trx, ctx.profileId, input.ruleId, ctx.clock.now())),
    ),
  evadeNow: playerProcedure
    .input(z.object({ marchId: uuidId }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute((trx) => evadeNow(trx, ctx.profileId, input.marchId, ctx.clock.now())),
    ),
});
