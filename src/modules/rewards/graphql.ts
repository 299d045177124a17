import { builder, callerFor, UnitCountInput, UnitCountRef } from '../../platform/graphql.ts';
import { rewardsRouter } from './procedures.ts';
import type { Claimed } from './service.ts';

const api = callerFor(rewardsRouter);

const ClaimedRef = builder.objectRef<Claimed>('ClaimedRewards').implement({
  description: 'what a claim paid',
  fields: (t) => ({
    reports: t.exposeInt('reports', { description: 'reports claimed' }),
    resources: t.field({
      type: [UnitCountRef],
      description: 'resource kind (type) and amount (count)',
      resolve: (c) => c.resources.map((r) => ({ type: r.kind, count: r.amount })),
    }),
    items: t.field({ type: [UnitCountRef], description: 'item type and count', resolve: (c) => c.items }),
  }),
});

builder.mutationFields((t) => ({
  claimReward: t.field({
    type: ClaimedRef,
    description:
      "claims one reward report's rewards into the stores and backpack: 'This reward has already been claimed'",
    args: { reportId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).claim({ reportId: String(a.reportId) }),
  }),
  grantReward: t.field({
    type: 'ID',
    description:
      "admins: gives a commander credits and items as a claimable 'reward' report, with a note; audit-logged",
    args: {
      profileId: t.arg.id({ required: true }),
      credits: t.arg.int({ required: true }),
      items: t.arg({ type: [UnitCountInput], required: true }),
      note: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) =>
      (
        await api(ctx).grant({
          profileId: String(a.profileId),
          credits: a.credits,
          items: a.items.map((i) => ({ type: i.type, count: i.count })),
          note: a.note,
        })
      ).reportId,
  }),
  claimAllRewards: t.field({
    type: ClaimedRef,
    description: "claims every unclaimed reward: 'There is nothing to claim'",
    resolve: (_r, _a, ctx) => api(ctx).claimAll(),
  }),
}));
