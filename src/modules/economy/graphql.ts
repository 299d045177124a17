import { builder, callerFor } from '../../platform/graphql.ts';
import { economyRouter } from './procedures.ts';
import './ledger-search-graphql.ts';
import './market-graphql.ts';
import type { economyOfDay } from './service.ts';

const api = callerFor(economyRouter);

type Economy = Awaited<ReturnType<typeof economyOfDay>>;

const TotalRef = builder.objectRef<Economy['totals'][number]>('EconomyTotal').implement({
  fields: (t) => ({
    resource: t.exposeString('resource'),
    created: t.exposeFloat('created'),
    destroyed: t.exposeFloat('destroyed'),
  }),
});
const FlowRef = builder.objectRef<Economy['faucets'][number]>('EconomyFlow').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description:
        'what moved it: the ledger kind (reward, grant, march, purchase …), or production and upkeep (decision 090)',
    }),
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
    resolve: (_r, a, ctx) => api(ctx).day({ worldId: String(a.worldId), day: a.day }),
  }),
);
