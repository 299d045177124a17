/**
 * The economy page's stations board (decision 087): a facade over the trade module's `market`
 * procedure (its stations' prices, volumes and the price watch's flags) and the economy's `movers`
 * procedure (the day's commanders with the largest net change), and the anomalies notice.
 */
import { builder, callerFor } from '../../platform/graphql.ts';
import { tradeRouter } from '../trade/index.ts';
import { economyRouter } from './procedures.ts';

const trade = callerFor(tradeRouter);
const economy = callerFor(economyRouter);

type Board = Awaited<ReturnType<ReturnType<typeof trade>['market']>>;
type Series = Board['stations'][number];
type Anomaly = Board['anomalies'][number];
type Notice = Awaited<ReturnType<ReturnType<typeof trade>['marketAlerts']>>[number];
type Mover = Awaited<ReturnType<ReturnType<typeof economy>['movers']>>[number];

const DayRef = builder.objectRef<Series['days'][number]>('MarketDay').implement({
  description:
    "a station's day for one resource: its price in food at the first trade, after the last, lowest, highest",
  fields: (t) => ({
    day: t.exposeString('day'),
    open: t.exposeFloat('open'),
    close: t.exposeFloat('close'),
    low: t.exposeFloat('low'),
    high: t.exposeFloat('high'),
    volume: t.exposeFloat('volume', { description: 'units of the resource traded' }),
    trades: t.exposeInt('trades'),
  }),
});

const AnomalyRef = builder.objectRef<Anomaly>('MarketAnomaly').implement({
  description: "a station's day the price watch flags (src/game/market-watch.ts)",
  fields: (t) => ({
    day: t.exposeString('day'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    resource: t.exposeString('resource'),
    kind: t.exposeString('kind', {
      description: 'price-high (close over 2× the 7-day median), price-low (under ½), volume (over 4×)',
    }),
    value: t.exposeFloat('value', { description: "the day's close or volume" }),
    median: t.exposeFloat('median', { description: 'the median of the 7 days before with trades' }),
  }),
});

const SeriesRef = builder.objectRef<Series>('StationSeries').implement({
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    resource: t.exposeString('resource'),
    days: t.field({ type: [DayRef], resolve: (s) => s.days }),
    change: t.exposeFloat('change', {
      nullable: true,
      description: "the day's close against the trading day before (a fraction)",
    }),
    anomalies: t.field({ type: [AnomalyRef], resolve: (s) => s.anomalies }),
  }),
});

const MoverRef = builder.objectRef<Mover>('NetMover').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    username: t.exposeString('username'),
    gained: t.exposeFloat('gained'),
    spent: t.exposeFloat('spent'),
    net: t.exposeFloat('net', { description: 'gained − spent, all resources and credits together' }),
  }),
});

const BoardRef = builder.objectRef<Board & { worldId: string }>('MarketBoard').implement({
  fields: (t) => ({
    day: t.exposeString('day'),
    from: t.exposeString('from', { description: 'the first day shown' }),
    stations: t.field({ type: [SeriesRef], resolve: (b) => b.stations }),
    anomalies: t.field({ type: [AnomalyRef], resolve: (b) => b.anomalies }),
    movers: t.field({
      type: [MoverRef],
      description: "the day's commanders with the largest net change, from the evidence ledger",
      resolve: (b, _a, ctx) => economy(ctx).movers({ worldId: b.worldId, day: b.day }),
    }),
  }),
});

builder.queryField('adminMarket', (t) =>
  t.field({
    type: BoardRef,
    description:
      "a world's trading stations over the 14 days to `day` (UTC, YYYY-MM-DD): prices, volumes, anomalies; top movers",
    args: { worldId: t.arg.id({ required: true }), day: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => ({
      ...(await trade(ctx).market({ worldId: String(a.worldId), day: a.day })),
      worldId: String(a.worldId),
    }),
  }),
);

const NoticeRef = builder.objectRef<Notice>('MarketNotice').implement({
  fields: (t) => ({
    day: t.exposeString('day'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    resource: t.exposeString('resource'),
    kind: t.exposeString('kind'),
    value: t.exposeFloat('value'),
    median: t.exposeFloat('median'),
    worldId: t.exposeID('worldId'),
    worldName: t.exposeString('worldName'),
  }),
});

builder.queryField('adminMarketAlerts', (t) =>
  t.field({
    type: [NoticeRef],
    description: "the price watch's anomalies of today and yesterday in every world",
    resolve: (_r, _a, ctx) => trade(ctx).marketAlerts(),
  }),
);
