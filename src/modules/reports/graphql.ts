import { builder, callerFor } from '../../platform/graphql.ts';
import { reportsRouter } from './procedures.ts';
import type { ReportView } from './service.ts';

const api = callerFor(reportsRouter);

const ReportRef = builder.objectRef<ReportView>('Report').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', {
      description: 'battle, notice, gathering, scout … (the spec’s report kinds, kebab-case)',
    }),
    createdAt: t.float({ description: 'epoch ms', resolve: (r) => r.createdAt }),
    read: t.exposeBoolean('read'),
    data: t.string({
      description: 'JSON text: what happened (a battle stores engine version, seed and inputs to replay it)',
      resolve: (r) => JSON.stringify(r.data),
    }),
    rewards: t.string({
      nullable: true,
      description:
        'JSON text { resources, items }: what the report pays when claimed (reward, event reward, occupied reward, Ephoran Vault)',
      resolve: (r) => (r.rewards ? JSON.stringify(r.rewards) : null),
    }),
    claimedAt: t.float({
      nullable: true,
      description: 'epoch ms: when its rewards were claimed',
      resolve: (r) => r.claimedAt,
    }),
  }),
});

builder.queryField('reports', (t) =>
  t.field({
    type: [ReportRef],
    description: 'the player’s reports, newest first (offset, limit ≤ 100)',
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, a, ctx) => api(ctx).list({ offset: a.offset ?? undefined, limit: a.limit ?? undefined }),
  }),
);

builder.mutationFields((t) => ({
  openReport: t.field({
    type: ReportRef,
    description: 'one report; marks it read',
    args: { reportId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).open({ reportId: String(a.reportId) }),
  }),
  markAllReportsRead: t.boolean({ resolve: async (_r, _a, ctx) => (await api(ctx).markAllRead()).ok }),
}));
