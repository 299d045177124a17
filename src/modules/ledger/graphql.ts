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
        userProfileId: String(a.userProfileId),
        kinds: a.kinds,
        from: a.from,
        to: a.to,
        cursor: a.cursor,
        limit: a.limit ?? 25,
      }),
  }),
);
