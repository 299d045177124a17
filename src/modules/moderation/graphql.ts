import { builder, callerFor, UnitCountRef } from '../../platform/graphql.ts';
import type { AuditEntry } from './audit-log.ts';
import { auditLogRouter, moderationRouter } from './procedures.ts';
import type { SignalPair } from './signals.ts';

const api = callerFor(moderationRouter);

const AdminSpotRef = builder
  .objectRef<{ x: number; y: number }>('AdminSpot')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }) });
const AdminAllianceRef = builder.objectRef<{ id: string; name: string; tag: string }>('AdminAlliance').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), tag: t.exposeString('tag') }),
});

const AdjustInput = builder.inputType('ResourceDeltaInput', {
  description: 'a resource kind and a signed amount (negative removes)',
  fields: (t) => ({ kind: t.string({ required: true }), amount: t.int({ required: true }) }),
});

builder.mutationFields((t) => ({
  adminAdjustResources: t.field({
    type: [UnitCountRef],
    description:
      "admins: grants (positive) or removes (negative) a commander's resources and credits with a reason; refused beyond the stores; audit-logged with before and after",
    args: {
      profileId: t.arg.id({ required: true }),
      delta: t.arg({ type: [AdjustInput], required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) =>
      (
        await api(ctx).adjustResources({
          profileId: String(a.profileId),
          delta: a.delta.map((d) => ({ kind: d.kind as 'food', amount: d.amount })),
          reason: a.reason,
        })
      ).resources.map((r) => ({ type: r.kind, count: r.amount })),
  }),
  adminAdjustItems: t.field({
    type: UnitCountRef,
    description:
      "admins: grants (positive) or removes (negative) items of one type with a reason ('Not enough items'); audit-logged with before and after",
    args: {
      profileId: t.arg.id({ required: true }),
      type: t.arg.string({ required: true }),
      delta: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).adjustItems({ profileId: String(a.profileId), type: a.type, delta: a.delta, reason: a.reason }),
  }),
  adminRenameCommander: t.field({
    type: 'String',
    description:
      "admins: renames a commander (an offensive name) with a reason ('Username change failed'); audit-logged",
    args: {
      profileId: t.arg.id({ required: true }),
      username: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) =>
      (await api(ctx).renameCommander({ profileId: String(a.profileId), username: a.username, reason: a.reason }))
        .username,
  }),
  adminMoveBase: t.field({
    type: AdminSpotRef,
    description:
      "admins: moves a commander's base to an empty spot ('Location not empty'; not while a fleet is away or coming); audit-logged with before and after",
    args: {
      profileId: t.arg.id({ required: true }),
      x: t.arg.int({ required: true }),
      y: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).moveBase({ profileId: String(a.profileId), x: a.x, y: a.y, reason: a.reason }),
  }),
  adminRenameAlliance: t.field({
    type: AdminAllianceRef,
    description: 'admins: renames an alliance (an offensive name or TAG) by the rules of its founding; audit-logged',
    args: {
      allianceId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }),
      tag: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) => ({
      id: String(a.allianceId),
      ...(await api(ctx).renameAlliance({
        allianceId: String(a.allianceId),
        name: a.name,
        tag: a.tag,
        reason: a.reason,
      })),
    }),
  }),
}));

builder.queryField('adminCommanderAlliance', (t) =>
  t.field({
    type: AdminAllianceRef,
    nullable: true,
    description: "admins: the commander's alliance (null: none)",
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).allianceOf({ profileId: String(a.profileId) }),
  }),
);

const SignalSideRef = builder.objectRef<{ profileId: string; commander: string }>('SignalCommander').implement({
  fields: (t) => ({ profileId: t.exposeID('profileId'), commander: t.exposeString('commander') }),
});
const SignalPairRef = builder.objectRef<SignalPair>('MultiAccountSignal').implement({
  description: 'two commanders that may be one person: evidence to read, not a verdict',
  fields: (t) => ({
    a: t.field({ type: SignalSideRef, resolve: (p) => p.a }),
    b: t.field({ type: SignalSideRef, resolve: (p) => p.b }),
    sharedAddresses: t.exposeInt('sharedAddresses', {
      description: 'sign-in addresses both accounts used in the last 30 days',
    }),
    sharedDevices: t.exposeInt('sharedDevices', { description: 'of those, with the very same browser' }),
    fed: t.exposeInt('fed', { description: 'resources the bigger side sent the other by convoy in the last 7 days' }),
    oneSided: t.exposeBoolean('oneSided', { description: '90 % or more of the convoys went one way' }),
    emptyRaids: t.exposeInt('emptyRaids', {
      description: 'raids of one on the other while it had no unit at home, last 7 days',
    }),
    sharedNetwork: t.exposeString('sharedNetwork', {
      nullable: true,
      description: 'what the two declared themselves: declared (both confirmed), asked (one side), null (nothing)',
    }),
    score: t.exposeInt('score', {
      description:
        '5 per shared device + 2 per shared address + 4 if one-sided feeding + 1 if any + 3 for 3 or more raids on an empty base (1 for fewer)',
    }),
  }),
});

builder.queryField('adminMultiAccountSignals', (t) =>
  t.field({
    type: [SignalPairRef],
    description:
      'admins: pairs of commanders sharing sign-in addresses or devices, or feeding each other, strongest first',
    resolve: (_r, _a, ctx) => api(ctx).signals(),
  }),
);

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    adminUsername: t.exposeString('adminUsername'),
    action: t.exposeString('action'),
    target: t.exposeString('target', { nullable: true }),
    targetName: t.exposeString('targetName', {
      nullable: true,
      description: 'the commander or account the target id names (null: the target is not an id of either)',
    }),
    targetProfileId: t.exposeString('targetProfileId', {
      nullable: true,
      description: 'the commander to open at /control/player/{id}: the target itself, or the target account’s first',
    }),
    details: t.exposeString('details', { nullable: true }),
  }),
});

const auditApi = callerFor(auditLogRouter);
builder.queryField('adminAuditLog', (t) =>
  t.field({ type: [AuditEntryRef], resolve: (_r, _a, ctx) => auditApi(ctx).list({ limit: 200 }) }),
);
