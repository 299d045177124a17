import { builder, callerFor } from '../../platform/graphql.ts';
import { toolTokensRouter } from './procedures.ts';
import type { ToolTokenView } from './service.ts';

const api = callerFor(toolTokensRouter);

const TokenRef = builder.objectRef<ToolTokenView>('ToolToken').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    scopes: t.exposeStringList('scopes', { description: 'reports, base, war-room' }),
    hint: t.exposeString('hint', { description: 'the secret’s last four characters' }),
    perMinute: t.exposeInt('perMinute', { description: 'requests a minute this token may make' }),
    createdAt: t.exposeFloat('createdAt'),
    lastUsedAt: t.exposeFloat('lastUsedAt', { nullable: true }),
    revokedAt: t.exposeFloat('revokedAt', { nullable: true }),
    revokedBy: t.exposeString('revokedBy', { nullable: true, description: 'owner or admin' }),
  }),
});
const AdminTokenRef = builder
  .objectRef<ToolTokenView & { profileId: string; commander: string }>('AdminToolToken')
  .implement({
    fields: (t) => ({
      token: t.field({ type: TokenRef, resolve: (x) => x }),
      profileId: t.exposeID('profileId'),
      commander: t.exposeString('commander'),
    }),
  });
const CreatedRef = builder.objectRef<{ token: string; info: ToolTokenView }>('CreatedToolToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'the secret, shown this once' }),
    info: t.field({ type: TokenRef, resolve: (c) => c.info }),
  }),
});

builder.queryFields((t) => ({
  toolTokens: t.field({
    type: [TokenRef],
    description: 'the commander’s tool tokens, newest first (revoked ones too)',
    resolve: (_r, _a, ctx) => api(ctx).list(),
  }),
  adminToolTokens: t.field({
    type: [AdminTokenRef],
    description: 'every commander’s newest tool tokens (admins)',
    resolve: (_r, _a, ctx) => api(ctx).adminList(),
  }),
}));

builder.mutationFields((t) => ({
  createToolToken: t.field({
    type: CreatedRef,
    description: 'a read-only token for a fan tool; scopes: reports, base, war-room; perMinute 1–120 (30)',
    args: {
      name: t.arg.string({ required: true }),
      scopes: t.arg.stringList({ required: true }),
      perMinute: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).create({ name: a.name, scopes: a.scopes as never, perMinute: a.perMinute ?? undefined }),
  }),
  revokeToolToken: t.field({
    type: [TokenRef],
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).revoke({ id: String(a.id) }),
  }),
  adminRevokeToolToken: t.field({
    type: [AdminTokenRef],
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).adminRevoke({ id: String(a.id) }),
  }),
}));
