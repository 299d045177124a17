/** `adminWorldLedger`: the world-wide ledger search (decision 087), a facade over `economy.ledger`. */
import { builder, callerFor, UnitCountRef } from '../../platform/graphql.ts';
import { economyRouter } from './procedures.ts';

const api = callerFor(economyRouter);
type Found = Awaited<ReturnType<ReturnType<typeof api>['ledger']>>;

const AmountRef = builder.objectRef<{ kind: string; amount: number }>('WorldLedgerAmount').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), amount: t.exposeFloat('amount') }),
});
const EntryRef = builder.objectRef<Found['entries'][number]>('WorldLedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    kind: t.exposeString('kind'),
    cause: t.exposeString('cause'),
    profileId: t.exposeID('profileId'),
    commander: t.exposeString('commander'),
    resources: t.field({ type: [AmountRef], resolve: (e) => e.resources }),
    units: t.field({
      type: [UnitCountRef],
      description: 'the unit; `injured:` or `guests:` before it names where',
      resolve: (e) => e.units,
    }),
    reverted: t.exposeBoolean('reverted', { description: 'a selective revert took it back' }),
  }),
});
const PageRef = builder.objectRef<Found>('WorldLedgerPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [EntryRef], resolve: (p) => p.entries }),
    kinds: t.exposeStringList('kinds', { description: "the kinds the world's ledger holds" }),
    next: t.exposeString('next', { nullable: true, description: 'the cursor of the next (older) page' }),
  }),
});

builder.queryField('adminWorldLedger', (t) =>
  t.field({
    type: PageRef,
    description: "every commander's ledger of a world, newest first: by kind, time, commander name, least amount",
    args: {
      worldId: t.arg.id({ required: true }),
      kinds: t.arg.stringList(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      commander: t.arg.string({ description: 'any part of the name, any case' }),
      minAmount: t.arg.float({ description: 'the least amount of one resource moved, either way' }),
      cursor: t.arg.string(),
      limit: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).ledger({
        worldId: String(a.worldId),
        kinds: a.kinds,
        from: a.from,
        to: a.to,
        commander: a.commander,
        minAmount: a.minAmount,
        cursor: a.cursor,
        limit: a.limit ?? 25,
      }),
  }),
);
