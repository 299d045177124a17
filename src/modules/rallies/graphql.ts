import { builder, callerFor, unitCounts } from '../../platform/graphql.ts';
import { ralliesRouter } from './procedures.ts';
import type { RallyView } from './view.ts';

const api = callerFor(ralliesRouter);

const RallyUnitRef = builder
  .objectRef<{ type: string; count: number }>('RallyUnit')
  .implement({ fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }) });
const RallyTargetRef = builder.objectRef<RallyView['target']>('RallyTarget').implement({
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    kind: t.exposeString('kind', { description: 'pirate-ship or solar-system (a commander’s base)' }),
    level: t.exposeInt('level'),
    owner: t.exposeString('owner', { nullable: true, description: 'the commander whose base it is' }),
  }),
});
const RallySpotRef = builder
  .objectRef<{ x: number; y: number }>('RallySpot')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }) });
const RallyMemberRef = builder.objectRef<RallyView['members'][number]>('RallyMember').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    status: t.exposeString('status', {
      description: 'joining (flying to the leader), waiting (at the leader’s base), rallying (flying to the target)',
    }),
    units: t.field({ type: [RallyUnitRef], resolve: (m) => m.units }),
    arrivesAt: t.float({ description: 'epoch ms: when this leg ends', resolve: (m) => m.arrivesAt }),
  }),
});
const RallyRef = builder.objectRef<RallyView>('Rally').implement({
  description:
    'an alliance’s strike on one target: a leader, members’ units up to the leader’s rally capacity, a waiting time',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state', { description: 'created, waiting, marching, finished, cancelled' }),
    target: t.field({ type: RallyTargetRef, resolve: (r) => r.target }),
    leader: t.exposeString('leader'),
    leaderAt: t.field({
      type: RallySpotRef,
      description: 'where the leader’s base stands: joining units fly there',
      resolve: (r) => r.leaderAt,
    }),
    mine: t.exposeBoolean('mine', { description: 'the reader leads it' }),
    joined: t.exposeBoolean('joined', { description: 'the reader has units in it' }),
    capacity: t.exposeInt('capacity'),
    units: t.exposeInt('units', { description: 'units in it now, the leader’s included' }),
    room: t.exposeInt('room', { description: 'units that may still join' }),
    createdAt: t.float({ resolve: (r) => r.createdAt }),
    departsAt: t.float({ description: 'epoch ms: the wait ends and it leaves', resolve: (r) => r.departsAt }),
    arrivesAt: t.float({
      nullable: true,
      description: 'epoch ms: at the target (once it left)',
      resolve: (r) => r.arrivesAt,
    }),
    commitment: t.exposeString('commitment', {
      description:
        'hex SHA-256 of the secret seed its battle uses, fixed when it opened; the rally report reveals the seed (decision 039)',
    }),
    members: t.field({ type: [RallyMemberRef], resolve: (r) => r.members }),
  }),
});

const RallyUnitInput = builder.inputType('RallyUnitInput', {
  fields: (t) => ({ type: t.string({ required: true }), count: t.int({ required: true }) }),
});
const unitsArg = (list: { type: string; count: number }[]) => unitCounts(list);

builder.queryFields((t) => ({
  rallies: t.field({
    type: [RallyRef],
    description: 'open rallies of the reader’s alliance (none without one)',
    resolve: (_r, _a, ctx) => api(ctx).list(),
  }),
  rally: t.field({
    type: RallyRef,
    description: "one rally of the reader's alliance with its members: 'Rally not available'",
    args: { rallyId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).details({ rallyId: String(a.rallyId) }),
  }),
}));

builder.mutationFields((t) => ({
  createRally: t.field({
    type: RallyRef,
    description:
      "opens a rally against a pirate ship or a base outside the alliance at (x, y), waiting 5, 10, 30 or 60 minutes (divided by world speed); the leader's units leave at once: 'Rally creation failed', 'Your planetary shield is active, cannot send units', the sending-units texts, 'The rally has room for N more units'",
    args: {
      x: t.arg.int({ required: true }),
      y: t.arg.int({ required: true }),
      waitMinutes: t.arg.int({ required: true }),
      units: t.arg({ type: [RallyUnitInput], required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).create({ x: a.x, y: a.y, waitMinutes: a.waitMinutes, units: unitsArg(a.units) }),
  }),
  joinRally: t.field({
    type: RallyRef,
    description:
      "sends units to the leader's base to join its rally: 'You cannot join your own rally', 'You are already in this rally', 'Rally not available', 'Rally is already in progress', 'The rally has room for N more units', 'Your units cannot reach the rally before it leaves', 'Failed to join rally, please try again later', the sending-units texts",
    args: { rallyId: t.arg.id({ required: true }), units: t.arg({ type: [RallyUnitInput], required: true }) },
    resolve: (_r, a, ctx) => api(ctx).join({ rallyId: String(a.rallyId), units: unitsArg(a.units) }),
  }),
  leaveRally: t.field({
    type: RallyRef,
    description: 'takes the reader’s units out of a rally that has not left; they fly home',
    args: { rallyId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).leave({ rallyId: String(a.rallyId) }),
  }),
  cancelRally: t.field({
    type: RallyRef,
    description: 'the leader calls off a rally that has not left; every member’s units go home',
    args: { rallyId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).cancel({ rallyId: String(a.rallyId) }),
  }),
}));
