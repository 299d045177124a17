import { z } from 'zod';
import { BETS, TRADE_RESOURCES } from '../../game/index.ts';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { adminProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { exchange, listStations, readStation, setTax } from './black-market.ts';
import { convoyTerms, listConvoys, sendConvoy } from './convoys.ts';
import { listFeedingPairs } from './feeding.ts';
import { recentAnomalies, stationBoard } from './market-board.ts';
import { cancelOrder, listOrders, orDuplicateOrder, placeOrder } from './orders.ts';
import { placeWager, readDen } from './smugglers-den.ts';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'Seed hash must be 64 hex digits');
const amount = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const Amounts = z.array(z.object({ resource: z.enum(TRADE_RESOURCES), amount })).max(TRADE_RESOURCES.length * 2);
const commander = z
  .string()
  .trim()
  .min(1, 'Commander name is required')
  .max(30, 'Username can have maximum of 30 characters');

const cargoOf = (list: z.infer<typeof Amounts>) => {
  const cargo: Record<string, number> = {};
  for (const a of list) cargo[a.resource] = (cargo[a.resource] ?? 0) + a.amount;
  return cargo;
};

const coordinate = z.number().int().min(0).max(100_000);
const Spot = { x: coordinate, y: coordinate };
const resource = z.enum(TRADE_RESOURCES);

/** Each command runs in one transaction the procedure opens (decision 048); the use cases take it. */
export const tradeRouter = router({
  den: playerProcedure.query(({ ctx }) => inTransaction(ctx.db, (trx) => readDen(trx, ctx.profileId, ctx.clock.now()))),
  wager: playerProcedure
    .input(
      z.object({
        bet: z.enum(BETS),
        stake: z.number().int().min(0).max(1_000_000_000),
        clientSeed: z.string().min(1).max(64),
        seedHash: hex64,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => placeWager(trx, ctx.profileId, input, ctx.clock.now())),
    ),
  convoys: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => listConvoys(trx, ctx.profileId, ctx.clock.now())),
  ),
  convoyTerms: playerProcedure
    .input(z.object({ to: commander }))
    .query(({ ctx, input }) => convoyTerms(ctx.db, ctx.profileId, input.to, ctx.clock.now())),
  sendConvoy: playerProcedure
    .input(z.object({ to: commander, cargo: Amounts }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        sendConvoy(trx, ctx.profileId, { to: input.to, cargo: cargoOf(input.cargo) }, ctx.clock.now()),
      ),
    ),
  stations: playerProcedure.query(({ ctx }) => listStations(ctx.db, ctx.profileId, ctx.clock.now())),
  station: playerProcedure
    .input(z.object(Spot))
    .query(({ ctx, input }) => readStation(ctx.db, ctx.profileId, input, ctx.clock.now())),
  exchange: playerProcedure
    .input(
      z.object({ ...Spot, from: resource, to: resource, amount, atLeast: z.number().int().min(0).max(1_000_000_000) }),
    )
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => exchange(trx, ctx.profileId, input, ctx.clock.now()))),
  setTax: playerProcedure
    .input(z.object({ ...Spot, tax: z.number().int().min(-1000).max(1000) }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => setTax(trx, ctx.profileId, input, ctx.clock.now()))),
  orders: playerProcedure.query(({ ctx }) => listOrders(ctx.db, ctx.profileId, ctx.clock.now())),
  placeOrder: playerProcedure
    .input(
      z.object({
        ...Spot,
        from: resource,
        to: resource,
        price: z.number().min(-1_000_000).max(1_000_000),
        total: amount,
      }),
    )
    .mutation(({ ctx, input }) =>
      orDuplicateOrder(inTransaction(ctx.db, (trx) => placeOrder(trx, ctx.profileId, input, ctx.clock.now()))),
    ),
  cancelOrder: playerProcedure
    .input(z.object({ orderId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => cancelOrder(trx, ctx.profileId, input.orderId, ctx.clock.now())),
    ),
  feedingPairs: adminProcedure.query(({ ctx }) => listFeedingPairs(ctx.db, ctx.clock.now())),
  /** a world's stations: prices and volumes per day, the price watch's flags (decision 087) */
  market: adminProcedure
    .input(
      z.object({
        worldId: uuidId,
        day: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: YYYY-MM-DD')
          .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'day: YYYY-MM-DD'),
      }),
    )
    .query(({ ctx, input }) => stationBoard(ctx.db, input.worldId, input.day)),
  /** the price watch's flags of today and yesterday in every world, for the control panel's notice */
  marketAlerts: adminProcedure.query(({ ctx }) => recentAnomalies(ctx.db, ctx.clock.now())),
});
