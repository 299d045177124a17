import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { reportsRouter } from './procedures.ts';
import type { ReportView } from './service.ts';
import { REPORT_FOLDERS, REPORT_VIEWS } from './service.ts';

/** The report folders and views a list can ask for. */
const ReportFolderRef = listEnum('ReportFolderName', REPORT_FOLDERS);
const ReportViewRef = listEnum('ReportListView', REPORT_VIEWS);

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
    folder: t.exposeString('folder', { description: 'combat, espionage, economy, alliance or system' }),
    archived: t.exposeBoolean('archived'),
  }),
});

const FolderRef = builder.objectRef<{ folder: string; total: number; unread: number }>('ReportFolder').implement({
  fields: (t) => ({
    folder: t.exposeString('folder'),
    total: t.exposeInt('total', { description: 'reports in the inbox (not archived)' }),
    unread: t.exposeInt('unread'),
  }),
});

const ShareRef = builder.objectRef<{ token: string; sharedAt: number }>('ReportShare').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'the link’s token: /shared/r/{token} opens the report for anyone' }),
    sharedAt: t.float({ description: 'epoch ms', resolve: (s) => s.sharedAt }),
  }),
});

const ChangedRef = builder.objectRef<{ ok: boolean; count: number }>('ReportsChanged').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok'), count: t.exposeInt('count') }),
});

builder.queryField('reports', (t) =>
  t.field({
    type: [ReportRef],
    description:
      'the player’s reports, newest first (offset, limit ≤ 100); folder: one of combat, espionage, economy, alliance, system; view: inbox (default), archived, unread, claimable; before: a report id, for the page older than it (newer reports arriving do not shift it)',
    args: {
      offset: t.arg.int(),
      limit: t.arg.int(),
      folder: t.arg({ type: ReportFolderRef }),
      view: t.arg({ type: ReportViewRef }),
      before: t.arg.id(),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).list({
        offset: a.offset ?? undefined,
        limit: a.limit ?? undefined,
        folder: a.folder ?? undefined,
        view: a.view ?? undefined,
        before: a.before ? String(a.before) : undefined,
      }),
  }),
);

builder.queryField('reportFolders', (t) =>
  t.field({
    type: [FolderRef],
    description: 'each report folder with its inbox and unread counts',
    resolve: (_r, _a, ctx) => api(ctx).folders(),
  }),
);

builder.queryField('reportShare', (t) =>
  t.field({
    type: ShareRef,
    nullable: true,
    description: 'the live link of one of your reports, or null when it is not shared',
    args: { reportId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).shareOf({ reportId: String(a.reportId) }),
  }),
);

builder.mutationFields((t) => ({
  shareReport: t.field({
    type: ShareRef,
    description: 'shares one of your reports: an unguessable link anyone can open without signing in (kept if live)',
    args: { reportId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).share({ reportId: String(a.reportId) }),
  }),
  revokeReportShare: t.boolean({
    description: 'takes the link of one of your reports back: it answers gone from now on',
    args: { reportId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await api(ctx).revokeShare({ reportId: String(a.reportId) })).ok,
  }),
  openReport: t.field({
    type: ReportRef,
    description: 'one report; marks it read',
    args: { reportId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).open({ reportId: String(a.reportId) }),
  }),
  markAllReportsRead: t.boolean({ resolve: async (_r, _a, ctx) => (await api(ctx).markAllRead()).ok }),
  archiveReports: t.field({
    type: ChangedRef,
    description: 'moves reports to the archive (archived: false brings them back to the inbox); reads them',
    args: { reportIds: t.arg.idList({ required: true }), archived: t.arg.boolean() },
    resolve: (_r, a, ctx) => api(ctx).archive({ reportIds: a.reportIds.map(String), archived: a.archived ?? true }),
  }),
  deleteReports: t.field({
    type: ChangedRef,
    description: 'deletes reports for good (one with unclaimed rewards is refused: claim first)',
    args: { reportIds: t.arg.idList({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).delete({ reportIds: a.reportIds.map(String) }),
  }),
}));
