import { builder, callerFor } from '../../platform/graphql.ts';
import type { IncomingView } from './incoming.ts';
import type { IntelView } from './intel.ts';
import { warroomRouter } from './procedures.ts';

const api = callerFor(warroomRouter);

const SpotRef = builder
  .objectRef<{ x: number; y: number }>('WarRoomSpot')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }) });
const TargetRef = builder
  .objectRef<IncomingView['target']>('WarRoomTarget')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y'), level: t.exposeInt('level') }) });
const ScoutRef = builder.objectRef<NonNullable<IncomingView['scout']>>('WarRoomScout').implement({
  fields: (t) => ({
    filedAt: t.exposeFloat('filedAt', { description: 'epoch ms' }),
    findings: t.exposeString('findings', { description: 'the scout report’s findings, as JSON' }),
  }),
});

const IncomingRef = builder.objectRef<IncomingView>('AllianceIncoming').implement({
  description: 'a hostile fleet on its way to a member of the reader’s alliance (decision 070)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'raid, rally (a member share), portal or scout' }),
    attacker: t.exposeString('attacker'),
    from: t.field({ type: SpotRef, nullable: true, description: 'the attacker’s base', resolve: (i) => i.from }),
    defender: t.exposeString('defender', { description: 'the member attacked' }),
    target: t.field({ type: TargetRef, resolve: (i) => i.target }),
    arrivesAt: t.exposeFloat('arrivesAt', { description: 'epoch ms' }),
    units: t.exposeInt('units'),
    scout: t.field({
      type: ScoutRef,
      nullable: true,
      description: 'the alliance’s latest scout report of the attacker’s base',
      resolve: (i) => i.scout,
    }),
  }),
});

const IntelRef = builder.objectRef<IntelView>('AllianceIntel').implement({
  description: 'the latest report of its kind at a target, shared with the alliance (decision 070)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'scout or battle' }),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    owner: t.exposeString('owner', { nullable: true }),
    sharedBy: t.exposeString('sharedBy'),
    filedAt: t.exposeFloat('filedAt', { description: 'epoch ms: its age' }),
    data: t.exposeString('data', { description: 'the report’s data as JSON' }),
  }),
});

const SettingsRef = builder
  .objectRef<{ shareScouts: boolean }>('IntelSettings')
  .implement({ fields: (t) => ({ shareScouts: t.exposeBoolean('shareScouts') }) });

builder.queryField('allianceIncoming', (t) =>
  t.field({ type: [IncomingRef], resolve: (_r, _a, ctx) => api(ctx).incoming() }),
);
builder.queryField('allianceIntel', (t) => t.field({ type: [IntelRef], resolve: (_r, _a, ctx) => api(ctx).intel() }));
builder.queryField('intelSettings', (t) =>
  t.field({ type: SettingsRef, resolve: (_r, _a, ctx) => api(ctx).settings() }),
);
builder.mutationField('setIntelSettings', (t) =>
  t.field({
    type: SettingsRef,
    description: 'whether the reader’s scout reports go to the alliance by themselves',
    args: { shareScouts: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).setSettings({ shareScouts: a.shareScouts }),
  }),
);
builder.mutationField('shareReportWithAlliance', (t) =>
  t.field({
    type: 'Boolean',
    description: "shares one of the reader's scout or battle reports with the alliance's intel board",
    args: { reportId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).share({ reportId: String(a.reportId) }),
  }),
);
