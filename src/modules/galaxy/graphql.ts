import { CommanderMarkerRef } from '../../platform/commander-markers-graphql.ts';
import { builder, callerFor } from '../../platform/graphql.ts';
import { galaxyRouter } from './procedures.ts';
import type { MapItem, RadarSweepView } from './service.ts';

const api = callerFor(galaxyRouter);

const MapItemRef = builder.objectRef<MapItem>('MapItem').implement({
  description: 'One celestial object on the galaxy map; a spot with none is empty space',
  fields: (t) => ({
    coordinates: t.exposeString('coordinates', { description: '"x:y", the list key with type' }),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    type: t.exposeString('type', {
      nullable: true,
      description:
        'null only in an answer of changes (getMap with `since`): the spot is empty now and leaves the list (spec 3); else ' +
        'solar-system, astromite-asteroid, quantarite-asteroid, pirate-ship, trading-station, unknown-object, secret-base, ephoran-vault',
    }),
    level: t.exposeInt('level'),
    owner: t.exposeString('owner', { nullable: true, description: "a solar system's commander" }),
    own: t.exposeBoolean('own', { description: "the reader's own base" }),
    ally: t.exposeBoolean('ally', {
      description: "a base of a commander in the reader's alliance: units sent there reinforce it",
    }),
    diplomacy: t.string({
      nullable: true,
      description:
        "pact, ally or war: the relation of the reader's alliance with this base's commander's (decision 070)",
      resolve: (i) => i.diplomacy ?? null,
    }),
    radar: t.boolean({
      description: "a hidden object the reader's radar shows for now",
      resolve: (i) => i.radar === true,
    }),
    marker: t.field({
      type: CommanderMarkerRef,
      nullable: true,
      description: "a solar system's commander: v on vacation, i / I inactive 7 / 28 days, ghost (decision 068)",
      resolve: (i) => i.marker ?? null,
    }),
  }),
});

const RadarSweepRef = builder.objectRef<RadarSweepView>('RadarSweep').implement({
  description:
    "one of the reader's radar sweeps: hidden objects of `target` within `radius` cells of (x, y) show until `until`",
  fields: (t) => ({
    target: t.exposeString('target', { description: 'pirate-ship or quantarite-asteroid' }),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    radius: t.exposeInt('radius'),
    until: t.exposeFloat('until', { description: 'epoch ms' }),
  }),
});

interface MapWindow {
  worldId: string;
  size: number;
  centre: { x: number; y: number };
  radius: number;
  items: MapItem[];
  radar: RadarSweepView[];
  since: string;
  delta: boolean;
}

const MapWindowRef = builder.objectRef<MapWindow>('MapWindow').implement({
  description: 'the map around a spot: its size, the window answered, and the objects in it',
  fields: (t) => ({
    worldId: t.exposeID('worldId', {
      description: 'the map is generated from it (src/game galaxy: worldSeed, objectAt, isOpenForBase)',
    }),
    size: t.exposeInt('size', { description: 'the map is size × size spots, 0 to size − 1' }),
    x: t.int({ description: 'centre actually answered (clamped to the map)', resolve: (w) => w.centre.x }),
    y: t.int({ resolve: (w) => w.centre.y }),
    radius: t.exposeInt('radius'),
    items: t.field({ type: [MapItemRef], resolve: (w) => w.items }),
    since: t.exposeString('since', {
      description: 'the cursor of this answer: asked again with it, only the spots changed since come back',
    }),
    delta: t.exposeBoolean('delta', {
      description:
        'true: `items` are only the spots changed since the cursor sent, to merge by spec 3 (type null: removed); false: the whole window',
    }),
    radar: t.field({
      type: [RadarSweepRef],
      description: "the reader's radar sweeps showing now",
      resolve: (w) => w.radar,
    }),
  }),
});

builder.queryField('getMap', (t) =>
  t.field({
    type: MapWindowRef,
    description:
      'the galaxy map around (x, y): radius 1 to 20 cells (default 10); with `since` (an earlier answer’s cursor for the same window) only what changed since',
    args: {
      x: t.arg.int({ required: true }),
      y: t.arg.int({ required: true }),
      radius: t.arg.int(),
      since: t.arg.string(),
    },
    resolve: (_r, a, ctx) => api(ctx).map({ x: a.x, y: a.y, radius: a.radius ?? undefined, since: a.since ?? null }),
  }),
);

type Overview = Awaited<ReturnType<ReturnType<typeof api>['overview']>>;
const SpotRef = builder.objectRef<{ x: number; y: number }>('MapSpot').implement({
  fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y') }),
});
const MapOverviewRef = builder.objectRef<Overview>('MapOverview').implement({
  description:
    'the whole galaxy in coarse cells beside the map: `side` × `side` cells of `cell` × `cell` spots, counted row by row',
  fields: (t) => ({
    size: t.exposeInt('size', { description: 'the map is size × size spots' }),
    cell: t.exposeInt('cell', { description: 'spots a side of one cell' }),
    side: t.exposeInt('side', { description: 'cells a side' }),
    bases: t.exposeIntList('bases', {
      description: "commanders' bases per cell, row-major (counted at most 30 s ago)",
    }),
    objects: t.exposeIntList('objects', { description: 'generated celestial objects per cell, row-major' }),
    allies: t.field({
      type: [SpotRef],
      description: "where the bases of the reader's alliance members stand",
      resolve: (o) => o.allies,
    }),
  }),
});

builder.queryField('getMapOverview', (t) =>
  t.field({
    type: MapOverviewRef,
    description: 'the whole galaxy in coarse cells (bases and objects per cell), for the overview beside the map',
    resolve: (_r, _a, ctx) => api(ctx).overview(),
  }),
);
