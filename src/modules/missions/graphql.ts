import { builder, callerFor, unitCounts, UnitCountInput, UnitCountRef } from '../../platform/graphql.ts';
import { missionsRouter } from './procedures.ts';
import type { MissionView } from './service.ts';

const api = callerFor(missionsRouter);

const MissionRewardRef = builder.objectRef<MissionView['reward']>('MissionReward').implement({
  description: 'what a mission pays in full: resources, items into the backpack, units that come home with the fleet',
  fields: (t) => ({
    resources: t.field({ type: [UnitCountRef], description: 'resource kind and amount', resolve: (r) => r.resources }),
    items: t.field({ type: [UnitCountRef], description: 'item type and count', resolve: (r) => r.items }),
    units: t.field({ type: [UnitCountRef], resolve: (r) => r.units }),
  }),
});

const MissionOutcomeRef = builder.objectRef<NonNullable<MissionView['outcome']>>('MissionOutcome').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    share: t.exposeFloat('share', { description: '0 to 1: the part of the reward won' }),
  }),
});

const MissionRef = builder.objectRef<MissionView>('Mission').implement({
  description: 'a portal mission on Mission Control (spec list getMissions, keyed by id and status)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'exploration, hostile, rescue or artifact-retrieval' }),
    status: t.exposeString('status', { description: 'available, active or completed' }),
    level: t.exposeInt('level'),
    symbols: t.exposeString('symbols', { description: 'the portal symbols of the far side' }),
    recommendedInfluence: t.exposeInt('recommendedInfluence'),
    progress: t.exposeFloat('progress', { description: '0 to 1, from deployment to the units’ return' }),
    refreshAt: t.exposeFloat('refreshAt', {
      description: 'epoch ms: the board replaces it then (an offer not taken, a finished one)',
    }),
    startedAt: t.float({ nullable: true, resolve: (m) => m.startedAt }),
    endsAt: t.float({ nullable: true, description: 'epoch ms: its units are home then', resolve: (m) => m.endsAt }),
    deployedUnits: t.field({ type: [UnitCountRef], resolve: (m) => m.deployedUnits }),
    reward: t.field({ type: MissionRewardRef, resolve: (m) => m.reward }),
    outcome: t.field({ type: MissionOutcomeRef, nullable: true, resolve: (m) => m.outcome }),
    commitment: t.string({
      nullable: true,
      description:
        'hex SHA-256 of the secret seed its outcome uses, fixed when its units went through (null for an offer); the mission report reveals the seed (decision 039)',
      resolve: (m) => m.commitment,
    }),
  }),
});

builder.queryField('getMissions', (t) =>
  t.field({
    type: [MissionRef],
    description: 'Mission Control: one mission of each type, redrawn at its refresh time',
    resolve: (_r, _a, ctx) => api(ctx).board(),
  }),
);

builder.mutationField('deployMission', (t) =>
  t.field({
    type: MissionRef,
    description:
      "sends units through the portal on a mission (one opening's energy): 'Mission is already in progress', 'Mission is already finished', 'Portal energy limit reached', 'You have to send at least one unit'",
    args: { missionId: t.arg.id({ required: true }), units: t.arg({ type: [UnitCountInput], required: true }) },
    resolve: (_r, a, ctx) =>
      api(ctx).deploy({
        missionId: String(a.missionId),
        units: unitCounts(a.units),
      }),
  }),
);
