import { builder, callerFor } from '../../platform/graphql.ts';
import { revertsRouter } from './procedures.ts';
import type { applyRevert, listReverts, previewRevert } from './service.ts';

const api = callerFor(revertsRouter);

type Preview = Awaited<ReturnType<typeof previewRevert>>;
type Applied = Awaited<ReturnType<typeof applyRevert>>;
type Past = Awaited<ReturnType<typeof listReverts>>[number];

const AmountRef = builder.objectRef<{ kind: string; amount: number }>('RevertAmount').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), amount: t.exposeFloat('amount') }),
});
const UnitsRef = builder.objectRef<{ type: string; amount: number }>('RevertUnits').implement({
  fields: (t) => ({ type: t.exposeString('type'), amount: t.exposeFloat('amount') }),
});
const EntryRef = builder.objectRef<Preview['entries'][number]>('RevertEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.exposeFloat('at', { description: 'epoch ms' }),
    commander: t.exposeString('commander'),
    kind: t.exposeString('kind'),
    cause: t.exposeString('cause'),
    resources: t.field({ type: [AmountRef], resolve: (e) => e.resources }),
    units: t.field({ type: [UnitsRef], resolve: (e) => e.units }),
  }),
});
const NetRef = builder.objectRef<Preview['commanders'][number]>('RevertNet').implement({
  description: "a commander's net effect of the selected entries: the revert takes back its negative",
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    commander: t.exposeString('commander'),
    entries: t.exposeInt('entries'),
    resources: t.field({ type: [AmountRef], resolve: (e) => e.resources }),
    units: t.field({ type: [UnitsRef], resolve: (e) => e.units }),
  }),
});
const PreviewRef = builder.objectRef<Preview>('RevertPreview').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    tooMany: t.exposeBoolean('tooMany'),
    entries: t.field({ type: [EntryRef], resolve: (p) => p.entries }),
    commanders: t.field({ type: [NetRef], resolve: (p) => p.commanders }),
  }),
});
const pairs = (c: Record<string, number>) => Object.entries(c).map(([kind, amount]) => ({ kind, amount }));
const EffectRef = builder.objectRef<Applied['commanders'][number]>('RevertEffect').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    commander: t.exposeString('commander'),
    entries: t.exposeInt('entries'),
    changed: t.field({
      type: [AmountRef],
      description: 'resources and units (by type) changed by the correction',
      resolve: (e) => [...pairs(e.resources), ...pairs(e.units)],
    }),
    shortfall: t.field({
      type: [AmountRef],
      description: 'what could not be taken back: already spent',
      resolve: (e) => pairs(e.shortfall),
    }),
  }),
});
const AppliedRef = builder.objectRef<Applied>('RevertApplied').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    entries: t.exposeInt('entries'),
    commanders: t.field({ type: [EffectRef], resolve: (a) => a.commanders }),
  }),
});
const PastRef = builder.objectRef<Past>('RevertRecord').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.exposeFloat('at', { description: 'epoch ms' }),
    admin: t.exposeString('admin'),
    reason: t.exposeString('reason'),
    entries: t.exposeInt('entries'),
    effect: t.exposeString('effect', { description: 'per commander, as JSON' }),
  }),
});

/** What a selection names: a world, ledger kinds, commanders and a time window (preview and revert). */
const selectionArgs = builder.args((t) => ({
  worldId: t.id({ required: true }),
  kinds: t.stringList({
    required: true,
    description: 'ledger kinds (launch, convoy, reward, start:building …)',
  }),
  commanders: t.stringList({ required: true, description: 'commander names; none: every commander' }),
  from: t.float({ required: true, description: 'epoch ms, inclusive' }),
  to: t.float({ required: true, description: 'epoch ms, exclusive' }),
}));

builder.queryField('adminRevertPreview', (t) =>
  t.field({
    type: PreviewRef,
    description:
      "the ledger entries a selection holds and each commander's net effect, nothing changed (admin); searchable admin log of launches and constructions too",
    args: selectionArgs,
    resolve: (_r, a, ctx) =>
      api(ctx).preview({ ...a, worldId: String(a.worldId), from: Math.round(a.from), to: Math.round(a.to) }),
  }),
);
builder.queryField('adminReverts', (t) =>
  t.field({
    type: [PastRef],
    description: "a world's selective reverts, newest first (admin)",
    args: { worldId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).list({ worldId: String(a.worldId) }),
  }),
);
builder.mutationField('adminRevert', (t) =>
  t.field({
    type: AppliedRef,
    description:
      "undoes the selected entries: each commander's stores and units at home corrected by the negative of their net effect, never below zero, audited (admin): 'No entries match: nothing to revert'",
    args: { ...selectionArgs, reason: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      api(ctx).revert({ ...a, worldId: String(a.worldId), from: Math.round(a.from), to: Math.round(a.to) }),
  }),
);
