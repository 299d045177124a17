import { builder, callerFor } from '../../platform/graphql.ts';
import { sittingRouter } from './procedures.ts';
import type { Seat, SitterView, SittingLogEntry, SittingOverview } from './service.ts';

const api = callerFor(sittingRouter);

const SitterRef = builder.objectRef<SitterView>('Sitter').implement({
  description: 'a commander the owner named to sit their base (decision 066)',
  fields: (t) => ({
    sitterId: t.exposeString('sitterId'),
    commander: t.exposeString('commander'),
    from: t.float({ description: 'epoch ms', resolve: (s) => s.from }),
    until: t.float({ description: 'epoch ms: the grant ends then', resolve: (s) => s.until }),
  }),
});

const LogRef = builder.objectRef<SittingLogEntry>('SittingLogEntry').implement({
  description: "one command a sitter gave on the owner's base",
  fields: (t) => ({
    id: t.exposeString('id'),
    commander: t.exposeString('commander', { description: 'the sitter who gave it' }),
    action: t.exposeString('action', { description: "the command, e.g. 'bases.startUpgrade'" }),
    detail: t.exposeString('detail', { description: "the command's input, JSON" }),
    at: t.float({ description: 'epoch ms', resolve: (l) => l.at }),
  }),
});

const OverviewRef = builder.objectRef<SittingOverview>('Sitting').implement({
  description: "the owner's sitters, the 10-days-in-30 budget and the sitting log",
  fields: (t) => ({
    sitters: t.field({ type: [SitterRef], resolve: (o) => o.sitters }),
    budgetUsedMs: t.float({ resolve: (o) => o.budgetUsedMs }),
    budgetMs: t.float({ resolve: (o) => o.budgetMs }),
    log: t.field({ type: [LogRef], resolve: (o) => o.log }),
  }),
});

const SeatRef = builder.objectRef<Seat>('SittingSeat').implement({
  description: 'a base the caller may sit now: send its ownerId in the x-sit-as header',
  fields: (t) => ({
    ownerId: t.exposeString('ownerId'),
    commander: t.exposeString('commander'),
    until: t.float({ description: 'epoch ms', resolve: (s) => s.until }),
  }),
});

builder.queryField('sitting', (t) => t.field({ type: OverviewRef, resolve: (_r, _a, ctx) => api(ctx).overview() }));
builder.queryField('sittingSeats', (t) => t.field({ type: [SeatRef], resolve: (_r, _a, ctx) => api(ctx).seats() }));
builder.mutationField('nameSitter', (t) =>
  t.field({
    type: OverviewRef,
    description: "'A base has at most 2 sitters at a time', 'A base is sat at most 10 days in any 30', …",
    args: { commander: t.arg.string({ required: true }), hours: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).name({ commander: a.commander, hours: a.hours }),
  }),
);
builder.mutationField('revokeSitter', (t) =>
  t.field({
    type: OverviewRef,
    description: "ends the sitter's grant at once: their next command is refused",
    args: { sitterId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).revoke({ sitterId: a.sitterId }),
  }),
);
