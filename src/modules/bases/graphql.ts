import { builder, callerFor, UnitCountRef } from '../../platform/graphql.ts';
import { basesRouter } from './procedures.ts';
import { type BaseView, type QueueItemView, unitList } from './view.ts';

const api = callerFor(basesRouter);

type Res = Record<string, number>;
const ResourcesRef = builder.objectRef<Res>('Resources').implement({
  fields: (t) => ({
    food: t.float({ resolve: (r) => r.food ?? 0 }),
    steel: t.float({ resolve: (r) => r.steel ?? 0 }),
    energy: t.float({ resolve: (r) => r.energy ?? 0 }),
    astromite: t.float({ resolve: (r) => r.astromite ?? 0 }),
    quantarite: t.float({ resolve: (r) => r.quantarite ?? 0 }),
    credits: t.float({ resolve: (r) => r.credits ?? 0 }),
  }),
});

const SnapshotRef = builder.objectRef<BaseView['snapshot']>('ResourceSnapshot').implement({
  fields: (t) => ({
    amounts: t.field({ type: ResourcesRef, resolve: (s) => s.amounts }),
    remainder: t.field({ type: ResourcesRef, resolve: (s) => s.remainder }),
    ratePerHour: t.field({ type: ResourcesRef, resolve: (s) => s.ratePerHour }),
    capacity: t.field({ type: ResourcesRef, resolve: (s) => s.capacity }),
    settledAt: t.float({ description: 'epoch ms', resolve: (s) => s.settledAt }),
  }),
});

const LevelRef = builder.objectRef<{ id: string; level: number }>('Level').implement({
  fields: (t) => ({ id: t.exposeID('id'), level: t.exposeInt('level') }),
});

/** What a queue item makes; the values are the names the API has always sent. */
const QueueKindRef = builder.enumType('QueueKind', {
  values: ['building', 'research', 'training', 'healing'] as const satisfies readonly QueueItemView['kind'][],
});

const QueueItemRef = builder.objectRef<QueueItemView>('QueueItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: QueueKindRef, description: 'building, research, training or healing' }),
    target: t.exposeString('target', { description: 'the building, research line or unit type' }),
    level: t.exposeInt('level', {
      description: 'the level it reaches; for a training or healing batch, how many units',
    }),
    startsAt: t.float({ description: 'epoch ms', resolve: (q) => q.startsAt }),
    dueAt: t.float({ description: 'epoch ms', resolve: (q) => q.dueAt }),
  }),
});

const CapacityRef = builder.objectRef<{ capacity: number; speed: number }>('CapacityAndSpeed').implement({
  fields: (t) => ({
    capacity: t.exposeInt('capacity'),
    speed: t.exposeFloat('speed', { description: 'multiplier: 1.1 is 10 % faster' }),
  }),
});

type Stats = BaseView['stats'];
const UnitStatsRef = builder.objectRef<Stats['units'][keyof Stats['units']] & { type: string }>('UnitStats').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    attack: t.exposeFloat('attack'),
    defense: t.exposeFloat('defense'),
    health: t.exposeFloat('health'),
    trainMs: t.float({ description: 'ms to train one', resolve: (u) => u.trainMs }),
    healMs: t.float({ description: 'ms to heal one', resolve: (u) => u.healMs }),
  }),
});

const StatsRef = builder.objectRef<Stats>('BaseStats').implement({
  description: 'What the base can do now: building effects with research applied',
  fields: (t) => ({
    constructionSpeed: t.exposeFloat('constructionSpeed'),
    researchSpeed: t.exposeFloat('researchSpeed'),
    barracks: t.field({ type: CapacityRef, resolve: (s) => s.training.barracks }),
    shipyard: t.field({ type: CapacityRef, resolve: (s) => s.training.shipyard }),
    healing: t.field({ type: CapacityRef, resolve: (s) => s.healing }),
    astromitePerHour: t.int({ description: 'mined per gathering march', resolve: (s) => s.mining.astromite }),
    quantaritePerHour: t.int({ description: 'mined per gathering march', resolve: (s) => s.mining.quantarite }),
    astromiteLoad: t.float({
      description: 'multiplier of what a gathering march brings home',
      resolve: (s) => s.mining.astromiteLoad,
    }),
    quantariteLoad: t.float({
      description: 'multiplier of what a gathering march brings home',
      resolve: (s) => s.mining.quantariteLoad,
    }),
    units: t.field({
      type: [UnitStatsRef],
      resolve: (s) => Object.entries(s.units).map(([type, u]) => ({ type, ...u })),
    }),
    rallyCapacity: t.exposeInt('rallyCapacity'),
    reinforcementCapacity: t.exposeInt('reinforcementCapacity'),
    marchSlots: t.exposeInt('marchSlots'),
    defenseBonus: t.exposeFloat('defenseBonus'),
    protectedShare: t.exposeFloat('protectedShare', {
      description: 'share of each stored resource plunder cannot take',
    }),
    upkeepPerHour: t.exposeInt('upkeepPerHour', { description: 'food the units at home eat per hour' }),
  }),
});

const BoostRef = builder
  .objectRef<{ effect: string; amount: number; endsAt: number; source?: string }>('Boost')
  .implement({
    description: 'a timed boost (an item used, a core embraced): amount added to an effect until endsAt',
    fields: (t) => ({
      effect: t.exposeString('effect', { description: 'the research line it adds to, e.g. food-output' }),
      amount: t.exposeFloat('amount'),
      endsAt: t.float({ description: 'epoch ms', resolve: (b) => b.endsAt }),
      source: t.string({
        nullable: true,
        description:
          "where it comes from when no item: 'core', 'embrace', 'catch-up' (a late joiner's bonus, decision 069)",
        resolve: (b) => b.source ?? null,
      }),
    }),
  });

const levels = (r: Record<string, number | undefined>) =>
  Object.entries(r).map(([id, level]) => ({ id, level: level ?? 0 }));

const BaseRef = builder.objectRef<BaseView>('Base').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    speed: t.exposeInt('speed', {
      description: 'the fleet and timer speed: build, research, training and flight times are divided by it',
    }),
    economySpeed: t.exposeInt('economySpeed', {
      description: 'the economy speed: production and storage are multiplied by it (decision 042)',
    }),
    buildings: t.field({ type: [LevelRef], resolve: (b) => levels(b.buildings) }),
    research: t.field({ type: [LevelRef], resolve: (b) => levels(b.research) }),
    extraBuildingQueues: t.int({ resolve: (b) => b.extraQueues.building }),
    extraResearchQueues: t.int({ resolve: (b) => b.extraQueues.research }),
    units: t.field({ type: [UnitCountRef], description: 'units at home', resolve: (b) => unitList(b.units) }),
    injured: t.field({
      type: [UnitCountRef],
      description: 'troops wounded defending the base, in the recovery bay',
      resolve: (b) => unitList(b.injured),
    }),
    guests: t.field({
      type: [UnitCountRef],
      description: 'reinforcements stationed in the base, all owners together (they eat its food)',
      resolve: (b) => unitList(b.guests),
    }),
    boosts: t.field({ type: [BoostRef], resolve: (b) => b.boosts }),
    shieldUntil: t.float({
      nullable: true,
      description: 'epoch ms: the planetary shield is up until then (null: down)',
      resolve: (b) => b.shieldUntil,
    }),
    shieldDownAt: t.float({
      nullable: true,
      description: 'epoch ms: last taken down (no new shield for 30 minutes)',
      resolve: (b) => b.shieldDownAt,
    }),
    stats: t.field({ type: StatsRef, resolve: (b) => b.stats }),
    snapshot: t.field({ type: SnapshotRef, resolve: (b) => b.snapshot }),
    queue: t.field({ type: [QueueItemRef], resolve: (b) => b.queue }),
    serverNow: t.float({ description: 'epoch ms when the server answered', resolve: (b) => b.serverNow }),
  }),
});

builder.queryField('base', (t) => t.field({ type: BaseRef, resolve: (_r, _a, ctx) => api(ctx).mine() }));
builder.queryField('adminBase', (t) =>
  t.field({
    type: BaseRef,
    description: "a player's base, for admins",
    args: { userProfileId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).adminBase({ userProfileId: String(a.userProfileId) }),
  }),
);

interface Parked {
  id: string;
  baseId: string;
  profileId: string | null;
  kind: string;
  payload: string;
  dueAt: number;
  parkedAt: number;
  attempts: number;
  error: string;
}
const ParkedRef = builder.objectRef<Parked>('ParkedTimelineEvent').implement({
  description: 'a timeline event whose handler threw: it waits for an admin to retry or discard it',
  fields: (t) => ({
    id: t.exposeID('id'),
    baseId: t.exposeID('baseId'),
    userProfileId: t.id({
      nullable: true,
      description: 'the commander whose base it is (their page in /control)',
      resolve: (e) => e.profileId,
    }),
    kind: t.exposeString('kind'),
    payload: t.exposeString('payload', { description: 'JSON' }),
    dueAt: t.float({ resolve: (e) => e.dueAt }),
    parkedAt: t.float({ resolve: (e) => e.parkedAt }),
    attempts: t.exposeInt('attempts'),
    error: t.exposeString('error'),
  }),
});
interface Health {
  pending: number;
  overdue: number;
  oldestOverdueMs: number;
  parked: number;
  appliedSample: number;
  lateP50Ms: number;
  lateP99Ms: number;
  failingJobs: number;
  lastError: string | null;
  parkedEvents: Parked[];
}
const HealthRef = builder.objectRef<Health>('TimelineHealth').implement({
  fields: (t) => ({
    pending: t.exposeInt('pending'),
    overdue: t.exposeInt('overdue'),
    oldestOverdueMs: t.float({ resolve: (h) => h.oldestOverdueMs }),
    parked: t.exposeInt('parked'),
    appliedSample: t.exposeInt('appliedSample', {
      description: 'how many of the latest applied events the lateness figures cover',
    }),
    lateP50Ms: t.float({
      description: 'median lateness of the latest applied events (applied minus due), ms',
      resolve: (h) => h.lateP50Ms,
    }),
    lateP99Ms: t.float({ description: '99th percentile of that lateness, ms', resolve: (h) => h.lateP99Ms }),
    failingJobs: t.exposeInt('failingJobs'),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: 'the latest error, by time: a parked event’s or a failing job’s',
    }),
    parkedEvents: t.field({ type: [ParkedRef], resolve: (h) => h.parkedEvents }),
  }),
});
builder.queryField('adminTimelineHealth', (t) =>
  t.field({ type: HealthRef, resolve: (_r, _a, ctx) => api(ctx).timelineHealth() }),
);

const RetryRef = builder
  .objectRef<{ id: string; outcome: string; error: string | null }>('TimelineEventOutcome')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      outcome: t.exposeString('outcome', { description: 'applied, parked (its handler threw again) or discarded' }),
      error: t.exposeString('error', { nullable: true }),
    }),
  });
builder.mutationFields((t) => ({
  adminRetryTimelineEvent: t.field({
    type: RetryRef,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).retryTimelineEvent({ eventId: String(a.eventId) }),
  }),
  adminDiscardTimelineEvent: t.field({
    type: RetryRef,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).discardTimelineEvent({ eventId: String(a.eventId) }),
  }),
}));

builder.mutationFields((t) => ({
  startBuildingUpgrade: t.field({
    type: BaseRef,
    args: { buildingId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).startUpgrade(a),
  }),
  startResearch: t.field({
    type: BaseRef,
    args: { researchId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).startResearch(a),
  }),
  trainUnits: t.field({
    type: BaseRef,
    description:
      "trains count units of a type in the barracks (ground) or shipyard (space): 'Units training failed', 'You need to select an amount', 'Not enough training capacity', 'Queues are full', 'Required building does not have enough level', \"You don't have enough resources\"",
    args: { unitType: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).train({ unitType: a.unitType, count: a.count }),
  }),
  healUnits: t.field({
    type: BaseRef,
    description:
      "heals count injured troops of a type in the recovery bay: 'No injured troops to heal', 'Units healing failed', 'You need to select an amount', 'Queues are full', \"You don't have enough resources\"",
    args: { unitType: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).heal({ unitType: a.unitType, count: a.count }),
  }),
  disableProtection: t.field({
    type: BaseRef,
    description: 'takes the planetary shield down; no new one for 30 minutes',
    resolve: (_r, _a, ctx) => api(ctx).dropShield(),
  }),
  cancelQueueItem: t.field({
    type: BaseRef,
    args: { queueItemId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).cancel({ queueItemId: String(a.queueItemId) }),
  }),
  buyExtraQueue: t.field({
    type: BaseRef,
    args: { kind: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).buyQueue({ kind: a.kind as 'building' }),
  }),
}));
