import { builder, callerFor } from '../../platform/graphql.ts';
import { eventsRouter } from './procedures.ts';
import type { AdminEventView, EventView } from './service.ts';

const api = callerFor(eventsRouter);

const PlaceRef = builder.objectRef<EventView['ranking'][number]>('EventPlace').implement({
  fields: (t) => ({
    place: t.exposeInt('place'),
    name: t.exposeString('name', { description: 'a commander, or an alliance (Pirate Hunt)' }),
    tag: t.exposeString('tag', { nullable: true, description: "an alliance's TAG" }),
    score: t.exposeInt('score'),
    mine: t.exposeBoolean('mine', { description: 'me, or my alliance' }),
  }),
});

const EventRef = builder.objectRef<EventView>('GalaxyEvent').implement({
  description:
    'a galaxy event of my world: Power Surge, Portal Explorers, Asteroid Domination, Battlefront Clash, Pirate Hunt',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', {
      description: 'power-surge, portal-explorers, asteroid-domination, battlefront-clash or pirate-hunt',
    }),
    phase: t.exposeString('phase', { description: 'scheduled, running, closing (its end is being counted) or closed' }),
    startsAt: t.float({ resolve: (e) => e.startsAt }),
    endsAt: t.float({ resolve: (e) => e.endsAt }),
    ranks: t.exposeString('ranks', { description: 'players or alliances' }),
    top: t.exposeInt('top'),
    joined: t.exposeBoolean('joined'),
    canJoin: t.exposeBoolean('canJoin'),
    joinRefusal: t.exposeString('joinRefusal', { nullable: true, description: 'NOT_RUNNING, ALREADY_IN or COOLDOWN' }),
    myScore: t.exposeInt('myScore', { nullable: true }),
    myPlace: t.exposeInt('myPlace', { nullable: true }),
    ranking: t.field({ type: [PlaceRef], resolve: (e) => e.ranking }),
  }),
});

const AdminEventRef = builder.objectRef<AdminEventView>('AdminGalaxyEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    worldId: t.exposeID('worldId'),
    type: t.exposeString('type'),
    phase: t.exposeString('phase'),
    startsAt: t.float({ resolve: (e) => e.startsAt }),
    endsAt: t.float({ resolve: (e) => e.endsAt }),
    createdBy: t.exposeString('createdBy'),
    participants: t.exposeInt('participants'),
  }),
});

builder.queryField('events', (t) =>
  t.field({
    type: [EventRef],
    description: "my world's coming, running and recently closed events",
    resolve: (_r, _a, ctx) => api(ctx).list(),
  }),
);
builder.queryField('adminEvents', (t) =>
  t.field({
    type: [AdminEventRef],
    description: 'admins: every world’s events, newest first',
    resolve: (_r, _a, ctx) => api(ctx).adminList(),
  }),
);

builder.mutationFields((t) => ({
  joinEvent: t.field({
    type: EventRef,
    description:
      'takes part in a running event: "You can\'t participate in a new event yet." (another one joined is running, or closed less than a day of game time ago)',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).join({ eventId: String(a.eventId) }),
  }),
  scheduleEvent: t.field({
    type: AdminEventRef,
    description: 'admins: schedules an event in a world from startsAt (epoch ms) for its length; audit-logged',
    args: {
      worldId: t.arg.id({ required: true }),
      type: t.arg.string({ required: true }),
      startsAt: t.arg.float({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).schedule({ worldId: String(a.worldId), type: a.type as never, startsAt: Math.round(a.startsAt) }),
  }),
  cancelEvent: t.field({
    type: AdminEventRef,
    description: 'admins: cancels a coming or running event (nothing is paid); audit-logged',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).cancel({ eventId: String(a.eventId) }),
  }),
}));
