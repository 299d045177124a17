import { builder, callerFor } from '../../platform/graphql.ts';
import type { FriendStatus } from './friends.ts';
import { socialRouter } from './procedures.ts';
import type { CommanderPage } from './public-page.ts';

const api = callerFor(socialRouter);

const IgnoredRef = builder.objectRef<{ username: string; since: number }>('IgnoredCommander').implement({
  description: 'a commander the reader ignores: their chat lines and private messages are hidden',
  fields: (t) => ({ username: t.exposeString('username'), since: t.exposeFloat('since', { description: 'epoch ms' }) }),
});

const FriendRef = builder
  .objectRef<{ username: string; avatar: string; status: FriendStatus; online: boolean; since: number }>('Friend')
  .implement({
    description: 'a friend, or an open friend request',
    fields: (t) => ({
      username: t.exposeString('username'),
      avatar: t.exposeString('avatar'),
      status: t.exposeString('status', {
        description: 'friends; asked (the reader asked, waiting); asks (they asked the reader)',
      }),
      online: t.exposeBoolean('online', { description: 'looking at the game now (friends only)' }),
      since: t.exposeFloat('since', { description: 'epoch ms: accepted, or asked' }),
    }),
  });

const RelationRef = builder
  .objectRef<{ username: string; status: string }>('SocialRelation')
  .implement({ fields: (t) => ({ username: t.exposeString('username'), status: t.exposeString('status') }) });

const NetworkRef = builder.objectRef<{ username: string; status: string; since: number }>('SharedNetwork').implement({
  description: 'a shared-network declaration: the two play from one home',
  fields: (t) => ({
    username: t.exposeString('username'),
    status: t.exposeString('status', { description: 'declared (both said so); asked; asks' }),
    since: t.exposeFloat('since'),
  }),
});

const PositionRef = builder
  .objectRef<{ x: number; y: number }>('CommanderBase')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }) });
const AllianceTagRef = builder
  .objectRef<{ name: string; tag: string }>('CommanderAlliance')
  .implement({ fields: (t) => ({ name: t.exposeString('name'), tag: t.exposeString('tag') }) });

const CommanderRef = builder.objectRef<CommanderPage>('CommanderPage').implement({
  description: "a commander's public page, and how the reader stands with them",
  fields: (t) => ({
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
    memberSince: t.exposeFloat('memberSince', { description: 'epoch ms' }),
    alliance: t.field({ type: AllianceTagRef, nullable: true, resolve: (c) => c.alliance }),
    influence: t.exposeInt('influence'),
    rank: t.exposeInt('rank', { nullable: true }),
    base: t.field({ type: PositionRef, nullable: true, resolve: (c) => c.base }),
    markers: t.exposeStringList('markers', {
      description: 'v on vacation, i / I inactive 7 / 28 days, ghost (decision 068)',
    }),
    own: t.exposeBoolean('own'),
    friend: t.exposeString('friend', { nullable: true, description: 'friends, asked, asks, or null' }),
    ignored: t.exposeBoolean('ignored'),
    sharedNetwork: t.exposeString('sharedNetwork', { nullable: true, description: 'declared, asked, asks, or null' }),
  }),
});

const SearchHitRef = builder
  .objectRef<{ username: string; avatar: string }>('CommanderHit')
  .implement({ fields: (t) => ({ username: t.exposeString('username'), avatar: t.exposeString('avatar') }) });

builder.queryFields((t) => ({
  ignoredCommanders: t.field({ type: [IgnoredRef], resolve: (_r, _a, ctx) => api(ctx).ignored() }),
  friends: t.field({
    type: [FriendRef],
    description: 'friends (online first) and open requests',
    resolve: (_r, _a, ctx) => api(ctx).friends(),
  }),
  commander: t.field({
    type: CommanderRef,
    description: "a commander's public page: 'There is no commander of that name in this world'",
    args: { username: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).commander({ username: a.username }),
  }),
  searchCommanders: t.field({
    type: [SearchHitRef],
    description: "commanders of the reader's world by a part of their name: 'Search must have at least 2 characters'",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).search({ name: a.name }),
  }),
  sharedNetworks: t.field({ type: [NetworkRef], resolve: (_r, _a, ctx) => api(ctx).sharedNetworks() }),
}));

const byName = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  username: t.arg.string({ required: true }),
});

builder.mutationFields((t) => ({
  ignoreCommander: t.field({
    type: IgnoredRef,
    description: 'hides a commander’s chat lines and private messages and refuses their private messages',
    args: byName(t),
    resolve: (_r, a, ctx) => api(ctx).ignore({ username: a.username }),
  }),
  unignoreCommander: t.boolean({
    args: byName(t),
    resolve: async (_r, a, ctx) => (await api(ctx).unignore({ username: a.username })).ok,
  }),
  requestFriend: t.field({
    type: RelationRef,
    description: "asks a commander to be friends (asking back accepts): 'A friend request between you is already open'",
    args: byName(t),
    resolve: (_r, a, ctx) => api(ctx).requestFriend({ username: a.username }),
  }),
  acceptFriend: t.field({
    type: RelationRef,
    description: "'Friend request not available' when none is open (accepted already, withdrawn)",
    args: byName(t),
    resolve: (_r, a, ctx) => api(ctx).acceptFriend({ username: a.username }),
  }),
  removeFriend: t.boolean({
    description: 'ends a friendship, or withdraws or declines a request',
    args: byName(t),
    resolve: async (_r, a, ctx) => (await api(ctx).removeFriend({ username: a.username })).ok,
  }),
  declareSharedNetwork: t.field({
    type: RelationRef,
    description: 'says the reader plays from one home with this commander (declaring back confirms)',
    args: byName(t),
    resolve: (_r, a, ctx) => api(ctx).declareSharedNetwork({ username: a.username }),
  }),
  confirmSharedNetwork: t.field({
    type: RelationRef,
    args: byName(t),
    resolve: (_r, a, ctx) => api(ctx).confirmSharedNetwork({ username: a.username }),
  }),
  withdrawSharedNetwork: t.boolean({
    description: 'withdraws or declines a declaration not yet confirmed',
    args: byName(t),
    resolve: async (_r, a, ctx) => (await api(ctx).withdrawSharedNetwork({ username: a.username })).ok,
  }),
}));
