import { builder, callerFor } from '../../platform/graphql.ts';
import { alliancesRouter } from './procedures.ts';
import type { myAlliance } from './service.ts';

const api = callerFor(alliancesRouter);
type Mine = Awaited<ReturnType<typeof myAlliance>>;

const AllianceRef = builder.objectRef<NonNullable<Mine['alliance']>>('Alliance').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    tag: t.exposeString('tag'),
    influence: t.exposeInt('influence', { description: 'sum of the members’ influence' }),
  }),
});
const MemberRef = builder.objectRef<Mine['members'][number]>('AllianceMember').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    commander: t.exposeString('commander'),
    role: t.exposeString('role', { description: 'leader, officer or member' }),
    influence: t.exposeInt('influence'),
    joinedAt: t.float({ description: 'epoch ms', resolve: (m) => m.joinedAt }),
  }),
});
const ApplicantRef = builder.objectRef<Mine['applications'][number]>('AllianceApplicant').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    commander: t.exposeString('commander'),
    influence: t.exposeInt('influence'),
  }),
});
const AppliedRef = builder.objectRef<Mine['myApplications'][number]>('AllianceApplied').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), tag: t.exposeString('tag') }),
});
const MineRef = builder.objectRef<Mine>('MyAlliance').implement({
  fields: (t) => ({
    alliance: t.field({ type: AllianceRef, nullable: true, resolve: (m) => m.alliance }),
    myRole: t.exposeString('myRole', { nullable: true }),
    members: t.field({ type: [MemberRef], resolve: (m) => m.members }),
    applications: t.field({
      type: [ApplicantRef],
      description: 'for leaders and officers',
      resolve: (m) => m.applications,
    }),
    myApplications: t.field({
      type: [AppliedRef],
      description: 'alliances the reader applied to',
      resolve: (m) => m.myApplications,
    }),
  }),
});
const ListedRef = builder
  .objectRef<{ id: string; name: string; tag: string; members: number }>('AllianceListed')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      tag: t.exposeString('tag'),
      members: t.exposeInt('members'),
    }),
  });

builder.queryField('myAlliance', (t) => t.field({ type: MineRef, resolve: (_r, _a, ctx) => api(ctx).mine() }));
builder.queryField('alliances', (t) =>
  t.field({
    type: [ListedRef],
    args: { search: t.arg.string() },
    resolve: (_r, a, ctx) => api(ctx).list({ search: a.search }),
  }),
);

builder.mutationFields((t) => ({
  createAlliance: t.field({
    type: MineRef,
    description:
      "'You need an alliance embassy', 'You are already in an alliance', 'This alliance name or TAG is already taken'",
    args: { name: t.arg.string({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).create(a),
  }),
  applyToAlliance: t.field({
    type: MineRef,
    args: { allianceId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).applyTo({ allianceId: String(a.allianceId) }),
  }),
  withdrawApplication: t.field({
    type: MineRef,
    args: { allianceId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).withdraw({ allianceId: String(a.allianceId) }),
  }),
  acceptMember: t.field({
    type: MineRef,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).answer({ profileId: String(a.profileId), accept: true }),
  }),
  declineMember: t.field({
    type: MineRef,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).answer({ profileId: String(a.profileId), accept: false }),
  }),
  kickMember: t.field({
    type: MineRef,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).kick({ profileId: String(a.profileId) }),
  }),
  changeMemberRole: t.field({
    type: MineRef,
    args: { profileId: t.arg.id({ required: true }), role: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).changeRole({ profileId: String(a.profileId), role: a.role as 'member' }),
  }),
  leaveAlliance: t.field({ type: MineRef, resolve: (_r, _a, ctx) => api(ctx).leave() }),
}));
