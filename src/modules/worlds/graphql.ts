import { builder, callerFor } from '../../platform/graphql.ts';
import { worldsRouter } from './procedures.ts';
import type { WorldSeason } from './season.ts';
import type { WorldStatus } from './dilation.ts';

const api = callerFor(worldsRouter);

interface WorldShape {
  id: string;
  name: string;
  opensAt: Date;
  isOpen: boolean;
  mapSize: number;
  speed: number;
  economySpeed: number;
  registrationOpen: boolean;
  season: WorldSeason | null;
}
const SeasonRef = builder.objectRef<WorldSeason>('WorldSeason').implement({
  description: "a world's season (decision 069): its length, victory condition and closing sequence",
  fields: (t) => ({
    lengthDays: t.exposeInt('lengthDays'),
    victoryKind: t.exposeString('victoryKind', {
      description: 'top-alliance-influence or vault-ranking: the ranking an alliance must lead',
    }),
    holdDays: t.exposeInt('holdDays', { description: 'days the lead must be held without a break' }),
    afterDay: t.exposeInt('afterDay', {
      description: 'the hold counts only the days after this one (0: from the start)',
    }),
    startsAt: t.float({ description: 'epoch ms', resolve: (s) => s.startsAt }),
    registrationClosesAt: t.float({
      description: 'epoch ms: no new commanders from then',
      resolve: (s) => s.registrationClosesAt,
    }),
    finalWeekAt: t.float({ description: 'epoch ms: the final week begins', resolve: (s) => s.finalWeekAt }),
    endsAt: t.float({
      description: 'epoch ms: the world closes, its hall of fame is written',
      resolve: (s) => s.endsAt,
    }),
  }),
});
const WorldRef = builder.objectRef<WorldShape>('World').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    opensAt: t.field({ type: 'DateTime', resolve: (w) => w.opensAt }),
    isOpen: t.exposeBoolean('isOpen'),
    mapSize: t.exposeInt('mapSize', { description: 'the galaxy map is mapSize × mapSize spots' }),
    speed: t.exposeInt('speed', {
      description:
        'the fleet and timer speed: build, research, training, healing, flight, mining and mission times are divided by it',
    }),
    economySpeed: t.exposeInt('economySpeed', {
      description: 'the economy speed: production and storage are multiplied by it (decision 042)',
    }),
    registrationOpen: t.exposeBoolean('registrationOpen', { description: 'new commanders may join' }),
    season: t.field({
      type: SeasonRef,
      nullable: true,
      description: 'null: a world without end',
      resolve: (w) => w.season,
    }),
  }),
});

const BasePositionRef = builder.objectRef<{ x: number; y: number }>('BasePosition').implement({
  fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }),
});

interface ProfileShape {
  id: string;
  username: string;
  avatar: string;
  createdAt: Date;
  world: WorldShape | null;
  base?: { x: number; y: number } | null;
}
const ProfileSummaryRef = builder.objectRef<ProfileShape>('ProfileSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    world: t.field({ type: WorldRef, nullable: true, resolve: (p) => p.world }),
  }),
});
// a Profile is a ProfileSummary plus where its base stands
const ProfileRef = builder.objectRef<ProfileShape>('Profile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    world: t.field({ type: WorldRef, nullable: true, resolve: (p) => p.world }),
    base: t.field({ type: BasePositionRef, nullable: true, resolve: (p) => p.base ?? null }),
  }),
});

interface AdminPlayerShape extends ProfileShape {
  account: {
    id: string;
    username: string;
    email: string;
    status: string;
    createdAt: Date;
    isBot: boolean;
    suspendedUntil: number | null;
    banned: boolean;
    reason: string | null;
  } | null;
}
const PlayerAccountRef = builder.objectRef<NonNullable<AdminPlayerShape['account']>>('PlayerAccount').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    status: t.exposeString('status'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    suspendedUntil: t.exposeFloat('suspendedUntil', {
      nullable: true,
      description: 'epoch ms; null when the account may sign in',
    }),
    banned: t.exposeBoolean('banned'),
    isBot: t.exposeBoolean('isBot', { description: 'an account an admin made for bot commanders (adminCreateBots)' }),
    suspensionReason: t.exposeString('reason', { nullable: true }),
  }),
});
const AdminPlayerRef = builder.objectRef<AdminPlayerShape>('AdminPlayer').implement({
  fields: (t) => ({
    profile: t.field({ type: ProfileRef, resolve: (p) => p }),
    account: t.field({ type: PlayerAccountRef, nullable: true, resolve: (p) => p.account }),
  }),
});

interface AdminProfileRow {
  id: string;
  username: string;
  avatar: string;
  createdAt: Date;
  worldName: string;
  accountUsername: string;
  isBot: boolean;
}
const AdminProfileRowRef = builder.objectRef<AdminProfileRow>('AdminProfileRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    worldName: t.exposeString('worldName'),
    accountUsername: t.exposeString('accountUsername'),
    isBot: t.exposeBoolean('isBot', { description: 'the account is a bot commander (adminCreateBots)' }),
  }),
});

builder.queryFields((t) => ({
  adminProfiles: t.field({
    type: [AdminProfileRowRef],
    args: { search: t.arg.string() },
    resolve: (_r, a, ctx) => api(ctx).adminProfiles({ search: a.search }),
  }),
  worlds: t.field({ type: [WorldRef], resolve: (_r, _a, ctx) => api(ctx).list() }),
  avatars: t.stringList({ resolve: (_r, _a, ctx) => api(ctx).avatars() }),
  myProfiles: t.field({ type: [ProfileSummaryRef], resolve: (_r, _a, ctx) => api(ctx).myProfiles() }),
  profile: t.field({ type: ProfileRef, resolve: (_r, _a, ctx) => api(ctx).profile() }),
  adminWorlds: t.field({ type: [WorldRef], resolve: (_r, _a, ctx) => api(ctx).adminWorlds() }),
  adminPlayer: t.field({
    type: AdminPlayerRef,
    args: { userProfileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).adminPlayer({ userProfileId: String(a.userProfileId) }),
  }),
}));

builder.mutationFields((t) => ({
  createProfile: t.field({
    type: ProfileRef,
    args: { worldId: t.arg.id({ required: true }), username: t.arg.string({ required: true }), avatar: t.arg.string() },
    resolve: (_r, a, ctx) =>
      api(ctx).createProfile({ worldId: String(a.worldId), username: a.username, avatar: a.avatar }),
  }),
  enterProfile: t.field({
    type: ProfileRef,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).enterProfile({ profileId: String(a.profileId) }),
  }),
  changeUsername: t.field({
    type: ProfileRef,
    args: { username: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).changeUsername(a),
  }),
  changeAvatar: t.field({
    type: ProfileRef,
    args: { avatar: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).changeAvatar(a),
  }),
  createWorld: t.field({
    type: WorldRef,
    description:
      'a world; with lengthDays, victoryKind (top-alliance-influence, vault-ranking) holdDays and afterDay (hold it after day M) it has a season (decision 069)',
    args: {
      name: t.arg.string({ required: true }),
      opensAt: t.arg({ type: 'DateTime', required: true }),
      lengthDays: t.arg.int(),
      victoryKind: t.arg.string(),
      holdDays: t.arg.int(),
      afterDay: t.arg.int({ description: 'the hold counts only the days after this day; default 0' }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).createWorld({
        name: a.name,
        opensAt: new Date(a.opensAt),
        season:
          a.lengthDays == null
            ? null
            : {
                lengthDays: a.lengthDays,
                victoryKind: (a.victoryKind ?? 'top-alliance-influence') as never,
                holdDays: a.holdDays ?? 1,
                afterDay: a.afterDay ?? 0,
              },
      }),
  }),
}));

const AnnouncementRef = builder.objectRef<{ text: string | null; at: number | null }>('Announcement').implement({
  description: "the world's announcement to every commander (text null: none)",
  fields: (t) => ({
    text: t.exposeString('text', { nullable: true }),
    at: t.exposeFloat('at', { nullable: true, description: 'epoch ms it was set' }),
  }),
});

builder.queryField('announcement', (t) =>
  t.field({
    type: AnnouncementRef,
    description: "the commander's world's announcement",
    resolve: (_r, _a, ctx) => api(ctx).announcement(),
  }),
);

builder.subscriptionField('announcements', (t) =>
  t.field({
    type: AnnouncementRef,
    description: "the commander's world's announcement each time an admin sets or removes it",
    subscribe: async (_r, _a, ctx) =>
      (await api(ctx).announcements()) as AsyncIterable<{ text: string | null; at: number | null }>,
    resolve: (a) => a,
  }),
);

const WorldClockRef = builder.objectRef<{ dilation: number; since: number | null }>('WorldClock').implement({
  description: "the commander's world's clock (time dilation, decision 056)",
  fields: (t) => ({
    dilation: t.exposeFloat('dilation', {
      description: "the clock's factor: 1 = normal speed; 0.5 = every timer of the world takes twice as long",
    }),
    since: t.exposeFloat('since', { nullable: true, description: 'epoch ms the factor last changed' }),
  }),
});

builder.queryField('worldClock', (t) =>
  t.field({
    type: WorldClockRef,
    description: "the commander's world's clock",
    resolve: (_r, _a, ctx) => api(ctx).worldClock(),
  }),
);

builder.subscriptionField('worldClock', (t) =>
  t.field({
    type: WorldClockRef,
    description: "the commander's world's clock each time it changes; every pending timer of the world moved with it",
    subscribe: async (_r, _a, ctx) =>
      (await api(ctx).worldClockChanges()) as AsyncIterable<{ dilation: number; since: number | null }>,
    resolve: (c) => c,
  }),
);

builder.mutationField('adminSetAnnouncement', (t) =>
  t.field({
    type: AnnouncementRef,
    description:
      'admins: sets the announcement every commander of the world sees (pushed live); an empty text removes it; audit-logged',
    args: {
      worldId: t.arg.id({ required: true }),
      text: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).setAnnouncement({ worldId: String(a.worldId), text: a.text, reason: a.reason }),
  }),
);

builder.mutationField('adminChangeWorldSettings', (t) =>
  t.field({
    type: WorldRef,
    description:
      "admins: a world's opening time, whether new commanders may join, and its speeds, fleet and timer, economy (only while nobody lives there); audit-logged with before and after",
    args: {
      worldId: t.arg.id({ required: true }),
      opensAt: t.arg({ type: 'DateTime' }),
      registrationOpen: t.arg.boolean(),
      speed: t.arg.int(),
      economySpeed: t.arg.int(),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).changeWorldSettings({
        worldId: String(a.worldId),
        opensAt: a.opensAt ? new Date(a.opensAt as string) : undefined,
        registrationOpen: a.registrationOpen ?? undefined,
        speed: a.speed ?? undefined,
        economySpeed: a.economySpeed ?? undefined,
        reason: a.reason,
      }),
  }),
);

const WorldStatusRef = builder.objectRef<WorldStatus>('WorldStatus').implement({
  description: "a world's timeline over the last hour and its clock (decision 056), for the public status page",
  fields: (t) => ({
    worldId: t.exposeID('worldId'),
    name: t.exposeString('name'),
    dilation: t.exposeFloat('dilation', {
      description: "the clock's factor: 1 = normal speed; 0.5 = every timer of the world takes twice as long",
    }),
    dilationSince: t.exposeFloat('dilationSince', {
      nullable: true,
      description: 'epoch ms the factor last changed',
    }),
    applied: t.exposeInt('applied', { description: 'events applied in the last hour' }),
    lateP50Ms: t.exposeFloat('lateP50Ms', { description: 'median of how late they applied (applied − due), ms' }),
    lateP99Ms: t.exposeFloat('lateP99Ms', { description: '99th percentile of that lateness, ms' }),
  }),
});

builder.queryField('worldStatus', (t) =>
  t.field({
    type: [WorldStatusRef],
    description: 'anyone, signed in or not: each world, how late its events applied in the last hour and its clock',
    resolve: (_r, _a, ctx) => api(ctx).status(),
  }),
);
