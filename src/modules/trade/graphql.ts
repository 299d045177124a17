import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { BETS, TRADE_RESOURCES } from '../../game/index.ts';
import { tradeRouter } from './procedures.ts';
import type { StationView } from './black-market.ts';
import type { ConvoyView } from './convoys.ts';
import type { OrderView } from './orders.ts';
import type { FeedingPair } from './feeding.ts';
import type { WagerView } from './smugglers-den.ts';

/** A resource that trades (credits never do). */
const TradeResourceRef = listEnum('TradeResource', TRADE_RESOURCES);
/** The smuggler's three bets. */
const BetRef = listEnum('Bet', BETS);

const api = callerFor(tradeRouter);

const WagerRef = builder.objectRef<WagerView>('Wager').implement({
  description:
    "a roll of the smuggler's dice, its seed revealed: sha256(serverSeed) = seedHash, dice = HMAC-SHA256(serverSeed, clientSeed) read by src/game diceFromDigest",
  fields: (t) => ({
    id: t.exposeID('id'),
    bet: t.exposeString('bet', { description: 'low (2–6, pays 2×), seven (pays 5×) or high (8–12, pays 2×)' }),
    stake: t.exposeInt('stake'),
    payout: t.exposeInt('payout', { description: 'credits paid back, stake included; 0 when lost' }),
    dice: t.exposeIntList('dice'),
    serverSeed: t.exposeString('serverSeed', { description: 'hex, revealed after the roll' }),
    seedHash: t.exposeString('seedHash', { description: 'hex SHA-256 of the seed, shown before the roll' }),
    clientSeed: t.exposeString('clientSeed'),
    at: t.float({ description: 'epoch ms', resolve: (w) => w.at }),
  }),
});

const DenRef = builder.objectRef<Awaited<ReturnType<ReturnType<typeof api>['den']>>>('SmugglersDen').implement({
  fields: (t) => ({
    seedHash: t.exposeString('seedHash', { description: 'the SHA-256 of the seed the next roll will use' }),
    commandCenterLevel: t.exposeInt('commandCenterLevel', {
      description: 'sets the stake limits (src/game maxStake, dailyStakeCap)',
    }),
    credits: t.exposeInt('credits'),
    stakedToday: t.exposeInt('stakedToday', { description: 'credits staked since midnight UTC' }),
    wagers: t.field({ type: [WagerRef], description: 'the last ten wagers, newest first', resolve: (d) => d.wagers }),
  }),
});

builder.queryField('smugglersDen', (t) => t.field({ type: DenRef, resolve: (_r, _a, ctx) => api(ctx).den() }));

builder.mutationField('wager', (t) =>
  t.field({
    type: WagerRef,
    description:
      "rolls the smuggler's dice on the seed whose hash the player saw: 'Stake must be a whole number of credits within the limits shown', \"You don't have enough credits\", 'The smuggler takes no more wagers from you today', 'The dice have changed since you looked, roll again'",
    args: {
      bet: t.arg({ type: BetRef, required: true }),
      stake: t.arg.int({ required: true }),
      clientSeed: t.arg.string({ required: true }),
      seedHash: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).wager({ bet: a.bet, stake: a.stake, clientSeed: a.clientSeed, seedHash: a.seedHash }),
  }),
);

// ── convoys ──

const TradeAmountRef = builder.objectRef<{ resource: string; amount: number }>('TradeAmount').implement({
  fields: (t) => ({
    resource: t.exposeString('resource', { description: 'food, steel, energy, astromite or quantarite' }),
    amount: t.exposeInt('amount'),
  }),
});
const TradeAmountInput = builder.inputType('TradeAmountInput', {
  fields: (t) => ({ resource: t.field({ type: TradeResourceRef, required: true }), amount: t.int({ required: true }) }),
});

const ConvoyRef = builder.objectRef<ConvoyView>('TradeConvoy').implement({
  description:
    'a convoy of resources between two commanders (spec list getTradeConvoys, keyed by id and actionFinishTimestamp; null: it is done)',
  fields: (t) => ({
    id: t.exposeID('id'),
    direction: t.exposeString('direction', { description: 'out (I sent it) or in (on its way to me)' }),
    commander: t.exposeString('commander', { description: 'the commander on the other end' }),
    status: t.exposeString('status', {
      description: 'marching (on the way there), returning (empty, on the way home), done',
    }),
    cargo: t.field({ type: [TradeAmountRef], resolve: (c) => c.cargo }),
    departsAt: t.float({ resolve: (c) => c.departsAt }),
    arrivesAt: t.float({ resolve: (c) => c.arrivesAt }),
    returnsAt: t.float({ nullable: true, resolve: (c) => c.returnsAt }),
    actionFinishTimestamp: t.float({
      nullable: true,
      description: 'epoch ms: when its current leg ends; null when nothing is left to see',
      resolve: (c) => c.actionFinishTimestamp,
    }),
  }),
});

const ConvoyTermsRef = builder
  .objectRef<NonNullable<Awaited<ReturnType<ReturnType<typeof api>['convoyTerms']>>>>('ConvoyTerms')
  .implement({
    description: 'what the convoy form previews with src/game checkConvoy',
    fields: (t) => ({
      commander: t.exposeString('commander'),
      x: t.exposeInt('x'),
      y: t.exposeInt('y'),
      commandCenterLevel: t.exposeInt('commandCenterLevel'),
      sentToday: t.exposeInt('sentToday', { description: 'sent to this commander in the last 24 hours' }),
      cap: t.exposeInt('cap', { description: 'what one commander may send this one in 24 hours' }),
    }),
  });

builder.queryField('getTradeConvoys', (t) =>
  t.field({
    type: [ConvoyRef],
    description: 'my convoys on the way out or home, and those on their way to me',
    resolve: (_r, _a, ctx) => api(ctx).convoys(),
  }),
);
builder.queryField('convoyTerms', (t) =>
  t.field({
    type: ConvoyTermsRef,
    nullable: true,
    args: { to: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).convoyTerms({ to: a.to }),
  }),
);
builder.mutationField('sendConvoy', (t) =>
  t.field({
    type: ConvoyRef,
    description:
      "sends resources from the trading outpost to another commander's base: 'No commander of that name in this galaxy', 'Required building does not have enough level', 'You need to select an amount', \"You don't have enough resources\", 'The convoy cannot carry that much', 'Every convoy of your trading outpost is on the way', 'This commander cannot receive more from you today'",
    args: { to: t.arg.string({ required: true }), cargo: t.arg({ type: [TradeAmountInput], required: true }) },
    resolve: (_r, a, ctx) =>
      api(ctx).sendConvoy({
        to: a.to,
        cargo: a.cargo,
      }),
  }),
);

const FeedingPairRef = builder.objectRef<FeedingPair>('FeedingPair').implement({
  description: 'two commanders and what their convoys moved between them in the last 7 days (decision 026)',
  fields: (t) => ({
    giver: t.exposeString('giver', { description: 'the one who sent more' }),
    taker: t.exposeString('taker'),
    given: t.exposeInt('given', { description: 'resources from giver to taker' }),
    back: t.exposeInt('back', { description: 'resources from taker to giver' }),
    convoys: t.exposeInt('convoys'),
    lastAt: t.float({ description: 'epoch ms of the latest convoy', resolve: (p) => p.lastAt }),
    oneSided: t.exposeBoolean('oneSided', { description: 'at least 90 % went one way' }),
  }),
});

builder.queryField('adminFeedingPairs', (t) =>
  t.field({
    type: [FeedingPairRef],
    description: 'admins: the pairs of commanders that moved the most resources between them in the last 7 days',
    resolve: (_r, _a, ctx) => api(ctx).feedingPairs(),
  }),
);

// ── the black market ──

const PriceRef = builder.objectRef<{ resource: string; price: number }>('MarketPrice').implement({
  fields: (t) => ({
    resource: t.exposeString('resource'),
    price: t.exposeFloat('price', { description: 'food one unit fetches, before tax' }),
  }),
});
const SpotRef = builder
  .objectRef<{ x: number; y: number }>('MarketLocation')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }) });

const StationRef = builder.objectRef<StationView>('TradingStation').implement({
  description:
    "a trading station's black market: its stock sets the price (src/game/trade.ts quote), its holder takes the tax",
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    level: t.exposeInt('level'),
    distance: t.exposeFloat('distance', { description: 'cells from my base' }),
    tax: t.exposeInt('tax', { description: 'percent of what the station pays out' }),
    holder: t.exposeString('holder', {
      nullable: true,
      description: 'the commander whose fleet holds the station; the tax is theirs',
    }),
    heldByMe: t.exposeBoolean('heldByMe'),
    stock: t.field({ type: [TradeAmountRef], resolve: (s) => s.stock }),
    foodPrice: t.field({ type: [PriceRef], resolve: (s) => s.foodPrice }),
  }),
});

const ExchangeRef = builder
  .objectRef<{ gross: number; tax: number; net: number; station: StationView }>('ExchangeResult')
  .implement({
    fields: (t) => ({
      gross: t.exposeInt('gross', { description: 'what left the station' }),
      tax: t.exposeInt('tax', { description: "the holder's share" }),
      net: t.exposeInt('net', { description: 'what I received' }),
      station: t.field({ type: StationRef, resolve: (r) => r.station }),
    }),
  });

const OrderRef = builder.objectRef<OrderView>('TradeOrder').implement({
  description:
    'a standing order at a trading station (spec Trade: resource from, resource to, price, total, tax rate, location)',
  fields: (t) => ({
    id: t.exposeID('id'),
    resourceFrom: t.exposeString('resourceFrom'),
    resourceTo: t.exposeString('resourceTo'),
    price: t.exposeFloat('price', { description: 'at least this much resourceTo per unit of resourceFrom, after tax' }),
    total: t.exposeInt('total'),
    remaining: t.exposeInt('remaining', { description: 'not sold yet (held in the order)' }),
    received: t.exposeInt('received'),
    taxRate: t.exposeInt('taxRate', { description: "the station's tax now, percent" }),
    location: t.field({ type: SpotRef, resolve: (o) => o.location }),
    status: t.exposeString('status', { description: 'open, filled or cancelled' }),
    createdAt: t.float({ resolve: (o) => o.createdAt }),
  }),
});

builder.queryField('tradingStations', (t) =>
  t.field({
    type: [StationRef],
    description: 'trading stations within 20 cells of my base, nearest first',
    resolve: (_r, _a, ctx) => api(ctx).stations(),
  }),
);
builder.queryField('tradingStation', (t) =>
  t.field({
    type: StationRef,
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }) },
    description: "one station's market: 'There is no trading station there'",
    resolve: (_r, a, ctx) => api(ctx).station({ x: a.x, y: a.y }),
  }),
);
builder.queryField('tradeOrders', (t) =>
  t.field({
    type: [OrderRef],
    description: 'my standing orders, open ones first',
    resolve: (_r, _a, ctx) => api(ctx).orders(),
  }),
);

builder.mutationField('exchange', (t) =>
  t.field({
    type: ExchangeRef,
    description:
      "exchanges amount of one resource for another at the station at (x, y); atLeast: the net the preview showed. 'Same resource', 'You need to select an amount', \"You don't have enough resources\", 'The station cannot take that much in one trade', 'Too little to fetch anything at this price', 'The price has changed since you looked, trade again', 'The station changed hands, trade again', 'There is no trading station there'",
    args: {
      x: t.arg.int({ required: true }),
      y: t.arg.int({ required: true }),
      from: t.arg({ type: TradeResourceRef, required: true }),
      to: t.arg({ type: TradeResourceRef, required: true }),
      amount: t.arg.int({ required: true }),
      atLeast: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).exchange({
        x: a.x,
        y: a.y,
        from: a.from,
        to: a.to,
        amount: a.amount,
        atLeast: a.atLeast,
      }),
  }),
);
builder.mutationField('changeTax', (t) =>
  t.field({
    type: StationRef,
    description: "the station's holder sets its tax, 0 to 25 percent: 'Failed to change tax'",
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }), tax: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).setTax({ x: a.x, y: a.y, tax: a.tax }),
  }),
);
builder.mutationField('placeTradeOrder', (t) =>
  t.field({
    type: OrderRef,
    description:
      "keeps total of resource from for sale at the station while it pays at least price after tax: 'Same resource', 'This trade combination already exists', \"You don't have enough resources\", 'Price must be a positive number'",
    args: {
      x: t.arg.int({ required: true }),
      y: t.arg.int({ required: true }),
      from: t.arg({ type: TradeResourceRef, required: true }),
      to: t.arg({ type: TradeResourceRef, required: true }),
      price: t.arg.float({ required: true }),
      total: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).placeOrder({ x: a.x, y: a.y, from: a.from, to: a.to, price: a.price, total: a.total }),
  }),
);
builder.mutationField('cancelTradeOrder', (t) =>
  t.field({
    type: OrderRef,
    description: "takes an open order down; what it has not sold returns to the stores: 'This order is no longer open'",
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).cancelOrder({ orderId: String(a.orderId) }),
  }),
);
