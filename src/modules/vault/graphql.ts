import { builder, callerFor, unitCounts, UnitCountInput } from '../../platform/graphql.ts';
import { vaultRouter } from './procedures.ts';

const api = callerFor(vaultRouter);
type Ranking = Awaited<ReturnType<ReturnType<typeof api>['ranking']>>;

const PlaceRef = builder.objectRef<Ranking['top'][number]>('VaultPlace').implement({
  fields: (t) => ({
    place: t.exposeInt('place'),
    commander: t.exposeString('commander'),
    stages: t.exposeInt('stages', { description: 'stages cleared in the best run' }),
    mine: t.exposeBoolean('mine'),
  }),
});
const RankingRef = builder.objectRef<Ranking>('VaultRanking').implement({
  description: "the Ephoran Vault ranking of my world: each commander's best run",
  fields: (t) => ({
    top: t.field({ type: [PlaceRef], resolve: (r) => r.top }),
    myPlace: t.exposeInt('myPlace', { nullable: true }),
    myBest: t.exposeInt('myBest'),
    lastStartedAt: t.float({ nullable: true, resolve: (r) => r.lastStartedAt }),
    active: t.exposeBoolean('active', { description: 'a run of mine is under way' }),
  }),
});
const StartedRef = builder.objectRef<{ id: string; arrivesAt: number }>('VaultRunStarted').implement({
  fields: (t) => ({ id: t.exposeID('id'), arrivesAt: t.float({ resolve: (r) => r.arrivesAt }) }),
});

builder.queryField('vaultRanking', (t) => t.field({ type: RankingRef, resolve: (_r, _a, ctx) => api(ctx).ranking() }));
builder.mutationField('startVault', (t) =>
  t.field({
    type: StartedRef,
    description:
      "sends units into the Ephoran Vault at the map's centre: 'Failed to start Ephoran Vault' (a run under way, or resting after the last), 'You have to send at least one unit'",
    args: { units: t.arg({ type: [UnitCountInput], required: true }) },
    resolve: (_r, a, ctx) => api(ctx).start({ units: unitCounts(a.units) }),
  }),
);
