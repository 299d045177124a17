import { builder, callerFor, UnitCountRef } from '../../platform/graphql.ts';
import { moderationRouter } from './procedures.ts';

const api = callerFor(moderationRouter);

const AdjustInput = builder.inputType('ResourceDeltaInput', {
  description: 'a resource kind and a signed amount (negative removes)',
  fields: (t) => ({ kind: t.string({ required: true }), amount: t.int({ required: true }) }),
});

builder.mutationFields((t) => ({
  adminAdjustResources: t.field({
    type: [UnitCountRef],
    description: "admins: grants (positive) or removes (negative) a commander's resources and credits with a reason; refused beyond the stores; audit-logged with before and after",
    args: { profileId: t.arg.id({ required: true }), delta: t.arg({ type: [AdjustInput], required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) =>
      (await api(ctx).adjustResources({ profileId: String(a.profileId), delta: a.delta.map((d) => ({ kind: d.kind as 'food', amount: d.amount })), reason: a.reason })).resources.map((r) => ({ type: r.kind, count: r.amount })),
  }),
  adminAdjustItems: t.field({
    type: UnitCountRef,
    description: "admins: grants (positive) or removes (negative) items of one type with a reason ('Not enough items'); audit-logged with before and after",
    args: { profileId: t.arg.id({ required: true }), type: t.arg.string({ required: true }), delta: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).adjustItems({ profileId: String(a.profileId), type: a.type, delta: a.delta, reason: a.reason }),
  }),
  adminRenameCommander: t.field({
    type: 'String',
    description: "admins: renames a commander (an offensive name) with a reason ('Username change failed'); audit-logged",
    args: { profileId: t.arg.id({ required: true }), username: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => (await api(ctx).renameCommander({ profileId: String(a.profileId), username: a.username, reason: a.reason })).username,
  }),
}));
