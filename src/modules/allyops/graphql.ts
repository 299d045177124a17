import { builder, callerFor, UnitCountInput, unitCounts } from '../../platform/graphql.ts';
import { allyOpsRouter } from './procedures.ts';
import type { AnnouncementView } from './announcement.ts';
import type { OperationView } from './service.ts';

const api = callerFor(allyOpsRouter);
type Wave = OperationView['waves'][number];
type Board = { canPlan: boolean; operations: OperationView[] };

const TargetRef = builder.objectRef<OperationView['targets'][number]>('OperationTarget').implement({
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    name: t.exposeString('name', { nullable: true, description: 'the commander whose base stands there' }),
  }),
});
const WaveUnitRef = builder.objectRef<Wave['units'][number]>('OperationWaveUnit').implement({
  fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }),
});
const WaveRef = builder.objectRef<Wave>('OperationWave').implement({
  description: "a member's wave: launch second from the slowest ship and the world's speed",
  fields: (t) => ({
    commander: t.exposeString('commander'),
    mine: t.exposeBoolean('mine'),
    target: t.exposeInt('target', { description: "index into the operation's targets" }),
    units: t.field({ type: [WaveUnitRef], resolve: (w) => w.units }),
    launchAt: t.float({ description: 'epoch ms', resolve: (w) => w.launchAt }),
    status: t.exposeString('status', { description: 'planned, launching or launched' }),
    launchedAt: t.float({ nullable: true, description: 'epoch ms', resolve: (w) => w.launchedAt }),
  }),
});
const OperationRef = builder.objectRef<OperationView>('AllianceOperation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    landsAt: t.float({ description: 'epoch ms: the landing second', resolve: (o) => o.landsAt }),
    windowMs: t.float({ description: 'waves land within [landsAt, landsAt + windowMs]', resolve: (o) => o.windowMs }),
    planner: t.exposeString('planner'),
    targets: t.field({ type: [TargetRef], resolve: (o) => o.targets }),
    waves: t.field({ type: [WaveRef], resolve: (o) => o.waves }),
  }),
});
const BoardRef = builder.objectRef<Board>('AllianceOperations').implement({
  fields: (t) => ({
    canPlan: t.exposeBoolean('canPlan', { description: 'leaders and officers plan' }),
    operations: t.field({ type: [OperationRef], resolve: (b) => b.operations }),
  }),
});
const TargetInput = builder.inputType('OperationTargetInput', {
  fields: (t) => ({ x: t.int({ required: true }), y: t.int({ required: true }) }),
});

builder.queryField('allianceOperations', (t) => t.field({ type: BoardRef, resolve: (_r, _a, ctx) => api(ctx).list() }));
builder.mutationField('planOperation', (t) =>
  t.field({
    type: BoardRef,
    description: "a leader or officer plans targets and a landing second: 'Only leaders and officers plan operations'",
    args: {
      targets: t.arg({ type: [TargetInput], required: true }),
      landsAt: t.arg.float({ required: true, description: 'epoch ms' }),
    },
    resolve: (_r, a, ctx) => api(ctx).plan({ targets: a.targets, landsAt: a.landsAt }),
  }),
);
builder.mutationField('joinOperation', (t) =>
  t.field({
    type: BoardRef,
    description:
      "joins with units against one target; the server gives the launch second: 'Your fleet cannot land by then: the earliest it could land is …'",
    args: {
      operationId: t.arg.id({ required: true }),
      target: t.arg.int({ required: true }),
      units: t.arg({ type: [UnitCountInput], required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).join({ operationId: String(a.operationId), target: a.target, units: unitCounts(a.units) }),
  }),
);
builder.mutationField('cancelOperation', (t) =>
  t.field({
    type: BoardRef,
    description:
      "a leader or officer calls an operation off; members' reminders stay silent: 'Only leaders and officers plan operations', 'Operation not found'",
    args: { operationId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).cancel({ operationId: String(a.operationId) }),
  }),
);
builder.mutationField('editOperation', (t) =>
  t.field({
    type: BoardRef,
    description:
      "a leader or officer moves the landing second and changes the targets; members' launch seconds and reminders follow: 'Waves of this operation have left already: it can no longer be changed', 'The landing time is too early for …’s wave'",
    args: {
      operationId: t.arg.id({ required: true }),
      targets: t.arg({ type: [TargetInput], required: true }),
      landsAt: t.arg.float({ required: true, description: 'epoch ms' }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).edit({ operationId: String(a.operationId), targets: a.targets, landsAt: a.landsAt }),
  }),
);
builder.mutationField('launchOperationWave', (t) =>
  t.field({
    type: BoardRef,
    description:
      "launch as planned, within the window only: 'It is not your launch time yet', 'Your launch window has passed'",
    args: { operationId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).launch({ operationId: String(a.operationId) }),
  }),
);
const AnnouncementRef = builder.objectRef<AnnouncementView>('AllianceAnnouncement').implement({
  description: "the leader's announcement pinned on top of the alliance chat (decision 071)",
  fields: (t) => ({
    text: t.exposeString('text', { nullable: true, description: 'null when none is pinned' }),
    postedBy: t.exposeString('postedBy', { nullable: true }),
    postedAt: t.float({ nullable: true, description: 'epoch ms', resolve: (a) => a.postedAt }),
    canPost: t.exposeBoolean('canPost', { description: 'the reader leads the alliance' }),
  }),
});
builder.queryField('allianceAnnouncement', (t) =>
  t.field({ type: AnnouncementRef, resolve: (_r, _a, ctx) => api(ctx).announcement() }),
);
builder.mutationField('postAllianceAnnouncement', (t) =>
  t.field({
    type: AnnouncementRef,
    description:
      "the leader pins an announcement (replacing the last), pushed once to every member: 'Only the alliance leader posts announcements'",
    args: { text: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).announce({ text: a.text }),
  }),
);
builder.mutationField('removeAllianceAnnouncement', (t) =>
  t.field({
    type: 'Boolean',
    description: 'the leader takes the pinned announcement down; false when none was pinned',
    resolve: (_r, _a, ctx) => api(ctx).unannounce(),
  }),
);
