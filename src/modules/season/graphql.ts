import { builder, callerFor } from '../../platform/graphql.ts';
import type { HallEntry, HallWorld } from './hall.ts';
import { seasonRouter } from './procedures.ts';

const api = callerFor(seasonRouter);

const HallWorldRef = builder.objectRef<HallWorld>('HallOfFameWorld').implement({
  description: 'a closed world in the hall of fame (decision 069)',
  fields: (t) => ({
    worldId: t.exposeID('worldId'),
    name: t.exposeString('name'),
    startedAt: t.float({ description: 'epoch ms', resolve: (w) => w.startedAt }),
    endedAt: t.float({ description: 'epoch ms', resolve: (w) => w.endedAt }),
    lengthDays: t.exposeInt('lengthDays'),
    victoryKind: t.exposeString('victoryKind', { description: 'top-alliance-influence or vault-ranking' }),
    holdDays: t.exposeInt('holdDays'),
    afterDay: t.exposeInt('afterDay', { description: 'the hold counted only the days after this one' }),
    winnerId: t.exposeID('winnerId', { nullable: true, description: 'the winning alliance; null: none held the lead' }),
    winnerName: t.exposeString('winnerName', { nullable: true }),
    commanders: t.exposeInt('commanders', { description: 'commanders in the world at its end' }),
  }),
});

const RecordRef = builder.objectRef<HallEntry['records'][number]>('HallOfFameRecord').implement({
  fields: (t) => ({
    category: t.exposeString('category', { description: 'a ranking category: influence, economy, vault, …' }),
    score: t.exposeFloat('score'),
    rank: t.exposeInt('rank'),
    best: t.exposeInt('best', { description: 'the best place in this category over the daily snapshots' }),
  }),
});

const EntryRef = builder.objectRef<HallEntry>('HallOfFameEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    allianceName: t.exposeString('allianceName', { nullable: true }),
    rank: t.exposeInt('rank', { description: 'final place by influence' }),
    days: t.exposeInt('days', { description: 'the daily ranking snapshots the record is read from' }),
    records: t.field({
      type: [RecordRef],
      description: 'the final score and place in each category',
      resolve: (e) => e.records,
    }),
  }),
});

const HallRef = builder
  .objectRef<{ world: HallWorld; alliances: HallEntry[]; commanders: HallEntry[] }>('HallOfFame')
  .implement({
    fields: (t) => ({
      world: t.field({ type: HallWorldRef, resolve: (h) => h.world }),
      alliances: t.field({ type: [EntryRef], description: 'the top 100 by influence', resolve: (h) => h.alliances }),
      commanders: t.field({ type: [EntryRef], description: 'the top 100 by influence', resolve: (h) => h.commanders }),
    }),
  });

builder.queryFields((t) => ({
  hallsOfFame: t.field({
    type: [HallWorldRef],
    description: 'every closed world, the last closed first (public)',
    resolve: (_r, _a, ctx) => api(ctx).halls(),
  }),
  hallOfFame: t.field({
    type: HallRef,
    description: "a closed world's final rankings, winner and commanders' records (public)",
    args: { worldId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).hall({ worldId: String(a.worldId) }),
  }),
}));
