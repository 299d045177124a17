import { builder, callerFor } from '../../platform/graphql.ts';
import { ledgerRouter } from './procedures.ts';
import type { LedgerPage } from './service.ts';

const api = callerFor(ledgerRouter);

type Entry = LedgerPage['entries'][number];

const AmountRef = builder.objectRef<{ kind: string; amount: number }>('LedgerAmount').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), amount: t.exposeFloat('amount') }),
});
const UnitMoveRef = builder.objectRef<{ type: string; count: number }>('LedgerUnitMove').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'the unit; `injured:` or `guests:` before it names where' }),
    count: t.exposeInt('count'),
  }),
});
const EntryRef = builder.objectRef<Entry>('LedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    kind: t.exposeString('kind', {
      description: 'the timeline event kind (march, convoy, building …), or reward, item, grant',
    }),
    cause: t.exposeString('cause'),
    eventId: t.exposeString('eventId', { nullable: true }),
    resources: t.field({ type: [AmountRef], resolve: (e) => e.resources }),
    units: t.field({ type: [UnitMoveRef], resolve: (e) => e.units }),
    details: t.exposeString('details'),
  }),
});
const PageRef = builder.objectRef<LedgerPage>('LedgerPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [EntryRef], resolve: (p) => p.entries }),
    kinds: t.exposeStringList('kinds'),
    next: t.exposeString('next', { nullable: true, description: 'the cursor of the next (older) page' }),
  }),
});

const args = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  kinds: t.arg.stringList(),
  from: t.arg({ type: 'DateTime' }),
  to: t.arg({ type: 'DateTime' }),
  cursor: t.arg.string(),
  limit: t.arg.int(),
});

builder.queryField('ledger', (t) =>
  t.field({
    type: PageRef,
    description: 'what moved in your base, newest first',
    args: args(t),
    resolve: (_r, a, ctx) =>
      api(ctx).mine({ kinds: a.kinds, from: a.from, to: a.to, cursor: a.cursor, limit: a.limit ?? 25 }),
  }),
);

builder.queryField('adminLedger', (t) =>
  t.field({
    type: PageRef,
    args: { userProfileId: t.arg.id({ required: true }), ...args(t) },
    resolve: (_r, a, ctx) =>
      api(ctx).ofCommander({
        profileId: String(a.userProfileId),
        kinds: a.kinds,
        from: a.from,
        to: a.to,
        cursor: a.cursor,
        limit: a.limit ?? 25,
      }),
  }),
);

type Economy = Awaited<ReturnType<typeof import('./economy.ts').economyOfDay>>;

const TotalRef = builder.objectRef<Economy['totals'][number]>('EconomyTotal').implement({
  fields: (t) => ({
    resource: t.exposeString('resource'),
    created: t.exposeFloat('created'),
    destroyed: t.exposeFloat('destroyed'),
  }),
});
const FlowRef = builder.objectRef<Economy['faucets'][number]>('EconomyFlow').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'what moved it: the ledger kind (reward, grant, march, purchase …)' }),
    resource: t.exposeString('resource'),
    amount: t.exposeFloat('amount'),
  }),
});
const UnitsRef = builder.objectRef<Economy['units'][number]>('EconomyUnits').implement({
  fields: (t) => ({ unit: t.exposeString('unit'), built: t.exposeInt('built'), lost: t.exposeInt('lost') }),
});
const MoverRef = builder.objectRef<Economy['movers'][number]>('EconomyMover').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    username: t.exposeString('username'),
    gained: t.exposeFloat('gained'),
    spent: t.exposeFloat('spent'),
  }),
});
const EconomyRef = builder.objectRef<Economy>('EconomyDay').implement({
  fields: (t) => ({
    day: t.exposeString('day'),
    totals: t.field({ type: [TotalRef], resolve: (e) => e.totals }),
    faucets: t.field({ type: [FlowRef], resolve: (e) => e.faucets }),
    sinks: t.field({ type: [FlowRef], resolve: (e) => e.sinks }),
    units: t.field({ type: [UnitsRef], resolve: (e) => e.units }),
    movers: t.field({ type: [MoverRef], resolve: (e) => e.movers }),
  }),
});

builder.queryField('adminEconomy', (t) =>
  t.field({
    type: EconomyRef,
    description: "a world's day (UTC, YYYY-MM-DD) from the ledger: what was created and destroyed, units, top movers",
    args: { worldId: t.arg.id({ required: true }), day: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).economy({ worldId: String(a.worldId), day: a.day }),
  }),
);
