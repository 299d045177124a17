import { builder, callerFor, listEnum, unitCounts, UnitCountInput } from '../../platform/graphql.ts';
import { marchesRouter } from './procedures.ts';
import type { MapFleet } from './map-fleets.ts';
import type { UnitGroup } from './unit-groups.ts';
import type { MarchView } from './view.ts';

const api = callerFor(marchesRouter);

const MarchUnitRef = builder.objectRef<{ type: string; count: number }>('MarchUnit').implement({
  fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }),
});
const MarchTargetRef = builder.objectRef<MarchView['target']>('MarchTarget').implement({
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    kind: t.exposeString('kind'),
    level: t.exposeInt('level'),
  }),
});
const LootRef = builder.objectRef<Record<string, number>>('Loot').implement({
  fields: (t) => ({
    food: t.int({ resolve: (l) => l.food ?? 0 }),
    steel: t.int({ resolve: (l) => l.steel ?? 0 }),
    energy: t.int({ resolve: (l) => l.energy ?? 0 }),
    astromite: t.int({ resolve: (l) => l.astromite ?? 0 }),
    quantarite: t.int({ resolve: (l) => l.quantarite ?? 0 }),
  }),
});

const MarchRef = builder.objectRef<MarchView>('March').implement({
  description: 'units away from home (spec list getMapMarches, keyed by id and status)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', {
      description:
        'attack (a pirate ship), gather (an asteroid), occupy (an object held), raid (a player’s base), reinforce (an ally’s base), portal (through the portal) or scout',
    }),
    status: t.exposeString('status', { description: 'marching (on the way out), gathering, returning, done' }),
    phase: t.exposeString('phase', {
      description:
        "what the fleet is doing, as one of the spec's march kinds: marching, reinforcing, returning, joining rally, rallying, waiting rally, gathering, occupying, portal travel, portal returning, scouting",
    }),
    target: t.field({ type: MarchTargetRef, resolve: (m) => m.target }),
    units: t.field({ type: [MarchUnitRef], resolve: (m) => m.units }),
    loot: t.field({ type: LootRef, resolve: (m) => m.loot }),
    departsAt: t.float({ description: 'epoch ms', resolve: (m) => m.departsAt }),
    arrivesAt: t.float({ description: 'epoch ms', resolve: (m) => m.arrivesAt }),
    returnsAt: t.float({ nullable: true, description: 'epoch ms, once it turned home', resolve: (m) => m.returnsAt }),
    gatherEndsAt: t.float({
      nullable: true,
      description: 'epoch ms: a gathering march mines until then',
      resolve: (m) => m.gatherEndsAt,
    }),
    commitment: t.exposeString('commitment', {
      description:
        'hex SHA-256 of the secret seed its outcome uses, fixed at launch; the battle report reveals the seed (decision 039)',
    }),
  }),
});

interface Incoming {
  id: string;
  status: string;
  attacker: string;
  arrivesAt: number;
  units: number;
}
const IncomingRef = builder.objectRef<Incoming>('IncomingAttack').implement({
  description: 'a raid on its way to the player’s base (spec list getIncomingAttacks, keyed by id and status)',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    attacker: t.exposeString('attacker', { description: 'the commander who sent it' }),
    arrivesAt: t.float({ description: 'epoch ms', resolve: (i) => i.arrivesAt }),
    units: t.exposeInt('units', { description: 'how many units fly in it' }),
  }),
});
builder.queryField('getIncomingAttacks', (t) =>
  t.field({ type: [IncomingRef], resolve: (_r, _a, ctx) => api(ctx).incoming() }),
);

const SpotRef = builder
  .objectRef<{ x: number; y: number }>('UnitGroupLocation')
  .implement({ fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }) });
const UnitGroupRef = builder.objectRef<UnitGroup>('UnitGroup').implement({
  description:
    'a group of units the player owns (spec list getUnitGroups, keyed by id; a group whose units are null is gone)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', {
      description:
        "home, injured, or what a fleet away does as the spec's march kind (marching, reinforcing, waiting rally…)",
    }),
    status: t.exposeString('status'),
    units: t.field({ type: [MarchUnitRef], nullable: true, resolve: (g) => g.units }),
    location: t.field({ type: SpotRef, resolve: (g) => g.location }),
    finishTimestamp: t.float({
      nullable: true,
      description: 'epoch ms: when a fleet’s current leg ends',
      resolve: (g) => g.finishTimestamp,
    }),
  }),
});
builder.queryField('getUnitGroups', (t) =>
  t.field({
    type: [UnitGroupRef],
    description: 'every group of units the player owns: at home, injured, and each fleet away',
    resolve: (_r, _a, ctx) => api(ctx).unitGroups(),
  }),
);

type Overview = Awaited<ReturnType<ReturnType<typeof api>['reinforcements']>>;
type Garrison = Awaited<ReturnType<ReturnType<typeof api>['garrison']>>;
const ReinforcementRef = builder.objectRef<Overview['sent'][number]>('Reinforcement').implement({
  description:
    'units of an alliance member standing in (status reinforcing) or flying to (marching) a host base, or on their way home (returning)',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the march id (withdrawReinforcement / expelReinforcement)' }),
    status: t.exposeString('status'),
    owner: t.exposeString('owner'),
    host: t.exposeString('host'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    units: t.field({ type: [MarchUnitRef], resolve: (r) => r.units }),
    troops: t.exposeInt('troops'),
    arrivesAt: t.float({ resolve: (r) => r.arrivesAt }),
    returnsAt: t.float({ nullable: true, resolve: (r) => r.returnsAt }),
  }),
});
const ReinforcementsRef = builder.objectRef<Overview>('Reinforcements').implement({
  fields: (t) => ({
    sent: t.field({ type: [ReinforcementRef], description: 'what I sent, until it is home', resolve: (o) => o.sent }),
    stationed: t.field({
      type: [ReinforcementRef],
      description: 'what stands in or flies to my base',
      resolve: (o) => o.stationed,
    }),
    capacity: t.exposeInt('capacity', { description: 'troops my base can host (alliance embassy + research)' }),
    used: t.exposeInt('used'),
  }),
});
const HelperRef = builder.objectRef<Garrison['reinforcements'][number]>('GarrisonReinforcement').implement({
  fields: (t) => ({
    owner: t.exposeString('owner'),
    troops: t.exposeInt('troops'),
    units: t.field({ type: [MarchUnitRef], resolve: (r) => r.units }),
  }),
});
const GarrisonRef = builder.objectRef<Garrison>('Garrison').implement({
  description: "my base's defenders: my units at home, the injured in the recovery bay, the reinforcements by owner",
  fields: (t) => ({
    units: t.field({ type: [MarchUnitRef], resolve: (g) => g.units }),
    injured: t.field({ type: [MarchUnitRef], resolve: (g) => g.injured }),
    reinforcements: t.field({ type: [HelperRef], resolve: (g) => g.reinforcements }),
    capacity: t.exposeInt('capacity'),
  }),
});
builder.queryField('reinforcements', (t) =>
  t.field({ type: ReinforcementsRef, resolve: (_r, _a, ctx) => api(ctx).reinforcements() }),
);
builder.queryField('garrison', (t) =>
  t.field({
    type: GarrisonRef,
    description: "'Failed to load garrison details' when it cannot be read",
    resolve: (_r, _a, ctx) => api(ctx).garrison(),
  }),
);

type Held = Awaited<ReturnType<ReturnType<typeof api>['occupations']>>[number];
const OccupationRef = builder.objectRef<Held>('Occupation').implement({
  description: 'a celestial object a fleet holds: it pays its holder every hour of game time',
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    kind: t.exposeString('kind'),
    level: t.exposeInt('level'),
    holder: t.exposeString('holder'),
    own: t.exposeBoolean('own'),
    ally: t.exposeBoolean('ally'),
    units: t.exposeInt('units', { description: 'units holding it' }),
    since: t.float({ resolve: (o) => o.since }),
  }),
});
builder.queryField('occupations', (t) =>
  t.field({
    type: [OccupationRef],
    description: 'objects held around (x, y), radius up to 20',
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }), radius: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).occupations({ x: a.x, y: a.y, radius: a.radius }),
  }),
);

const FleetSpotRef = builder.objectRef<{ x: number; y: number }>('FleetSpot').implement({
  fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }),
});
const MapFleetRef = builder.objectRef<MapFleet>('MapFleet').implement({
  description: "another commander's fleet in flight on the reader's map",
  fields: (t) => ({
    id: t.exposeID('id'),
    relation: t.exposeString('relation', {
      description:
        "own (a share of the reader's rally), ally (a member of the reader's alliance), hostile (a stranger's, flying at the reader or an ally), neutral (a stranger's the reader's observatory sees, decision 080)",
    }),
    commander: t.exposeString('commander'),
    kind: t.exposeString('kind'),
    phase: t.exposeString('phase', { description: "the spec's march kind" }),
    from: t.field({ type: FleetSpotRef, resolve: (f) => f.from }),
    to: t.field({ type: FleetSpotRef, resolve: (f) => f.to }),
    legStart: t.exposeFloat('legStart', { description: 'epoch ms the current leg began' }),
    legEnd: t.exposeFloat('legEnd', { description: 'epoch ms it ends' }),
  }),
});
builder.queryField('mapFleets', (t) =>
  t.field({
    type: [MapFleetRef],
    description:
      "other commanders' fleets in flight on the reader's map: allies' fleets, strangers' flying at the reader's or an ally's base, and any in flight within the reader's observatory's vision",
    resolve: (_r, _a, ctx) => api(ctx).mapFleets(),
  }),
);

builder.queryField('getMapMarches', (t) =>
  t.field({
    type: [MarchRef],
    description: 'the player’s marches away from home',
    resolve: (_r, _a, ctx) => api(ctx).list(),
  }),
);

/** What a fleet does at an asteroid it reaches. */
const MarchModeRef = listEnum('MarchMode', ['gather', 'occupy'] as const);

builder.mutationFields((t) => ({
  sendUnits: t.field({
    type: MarchRef,
    description:
      "sends a fleet to (x, y): attack a pirate ship, raid another commander’s base, or gather at an astromite or quantarite asteroid: 'You have to send at least one unit', 'You have to have units to send them', 'Not enough space ships to deploy N ground units', 'All march slots are in use', 'Invalid celestial object, contact support'",
    args: {
      x: t.arg.int({ required: true }),
      y: t.arg.int({ required: true }),
      units: t.arg({ type: [UnitCountInput], required: true }),
      mode: t.arg({
        type: MarchModeRef,
        required: false,
        description:
          "at an asteroid: 'gather' (the default) or 'occupy'; stations, unknown objects and secret bases are always occupied",
      }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).send({
        x: a.x,
        y: a.y,
        units: unitCounts(a.units),
        mode: a.mode ?? undefined,
      }),
  }),
  sendThroughPortal: t.field({
    type: MarchRef,
    description:
      "opens my portal to a commander's address and sends a fleet through it to raid their base (the portal's transit time, whatever the distance): 'Portal energy limit reached', 'Portal failed to open, address is wrong', 'Your portal is protected, cannot open', 'Portal is protected, cannot connect', 'Your planetary shield is active, cannot send units', and the refusals of sendUnits",
    args: { address: t.arg.string({ required: true }), units: t.arg({ type: [UnitCountInput], required: true }) },
    resolve: (_r, a, ctx) =>
      api(ctx).throughPortal({
        address: a.address,
        units: unitCounts(a.units),
      }),
  }),
  scout: t.field({
    type: MarchRef,
    description:
      "sends a scout ship to a commander's base or a pirate ship at (x, y): 'Scout failed', 'Required building does not have enough level' (intelligence agency); stop it with recallMarch ('Scouting stop failed')",
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).scout({ x: a.x, y: a.y }),
  }),
  withdrawReinforcement: t.field({
    type: MarchRef,
    description: "the owner calls its units home from an ally's base: 'Withdraw units failed'",
    args: { marchId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).withdraw({ marchId: String(a.marchId) }),
  }),
  expelReinforcement: t.field({
    type: MarchRef,
    description: "the host sends an ally's units in its base home: 'Expell reinforcement failed'",
    args: { marchId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).expel({ marchId: String(a.marchId) }),
  }),
  recallMarch: t.field({
    type: MarchRef,
    description: 'turns a fleet on its way out around',
    args: { marchId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).recall({ marchId: String(a.marchId) }),
  }),
}));
