import type { CommanderMarker } from '../../game/index.ts';
import { CommanderMarkerRef } from '../../platform/commander-markers-graphql.ts';
import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { leaderboardsRouter } from './procedures.ts';
import { RANKING_SCOPES } from '../../game/rankings.ts';

/** Who a ranking ranks. */
const RankingScopeRef = listEnum('RankingScope', RANKING_SCOPES);

const api = callerFor(leaderboardsRouter);

interface Entry {
  rank: number;
  commander: string;
  influence: number;
  own: boolean;
  marker: CommanderMarker | null;
}
const EntryRef = builder.objectRef<Entry>('LeaderboardEntry').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    commander: t.exposeString('commander'),
    influence: t.exposeInt('influence'),
    own: t.exposeBoolean('own'),
    marker: t.field({
      type: CommanderMarkerRef,
      nullable: true,
      description: 'v on vacation, i / I inactive 7 / 28 days, ghost (decision 068)',
      resolve: (e) => e.marker,
    }),
  }),
});
const BoardRef = builder.objectRef<{ entries: Entry[]; me: Entry | null }>('Leaderboard').implement({
  fields: (t) => ({
    entries: t.field({
      type: [EntryRef],
      description: 'the top 100 of the world by influence',
      resolve: (b) => b.entries,
    }),
    me: t.field({
      type: EntryRef,
      nullable: true,
      description: 'the reader’s own place, wherever it is',
      resolve: (b) => b.me,
    }),
  }),
});

builder.queryField('leaderboard', (t) => t.field({ type: BoardRef, resolve: (_r, _a, ctx) => api(ctx).influence() }));

interface RankingEntry {
  rank: number;
  id: string;
  name: string;
  score: number;
  own: boolean;
  marker: CommanderMarker | null;
}
const RankingEntryRef = builder.objectRef<RankingEntry>('RankingEntry').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    id: t.exposeID('id', { description: 'the commander’s profile id or the alliance’s id' }),
    name: t.exposeString('name', { description: 'the commander’s name, or an alliance’s [TAG] name' }),
    score: t.exposeFloat('score'),
    own: t.exposeBoolean('own'),
    marker: t.field({
      type: CommanderMarkerRef,
      nullable: true,
      description: "a commander's: v on vacation, i / I inactive 7 / 28 days, ghost (decision 068); alliances: none",
      resolve: (e) => e.marker,
    }),
  }),
});
interface Ranking {
  category: string;
  scope: string;
  offset: number;
  total: number;
  refreshedAt: number | null;
  entries: RankingEntry[];
  me: RankingEntry | null;
}
const RankingRef = builder.objectRef<Ranking>('Ranking').implement({
  fields: (t) => ({
    category: t.exposeString('category'),
    scope: t.exposeString('scope'),
    offset: t.exposeInt('offset'),
    total: t.exposeInt('total', { description: 'how many are ranked' }),
    refreshedAt: t.float({
      nullable: true,
      description: 'when the ranking was computed (epoch ms); null before the first time',
      resolve: (r) => r.refreshedAt,
    }),
    entries: t.field({ type: [RankingEntryRef], resolve: (r) => r.entries }),
    me: t.field({
      type: RankingEntryRef,
      nullable: true,
      description: 'the reader’s own place (their alliance’s among alliances), wherever it is',
      resolve: (r) => r.me,
    }),
  }),
});

builder.queryField('ranking', (t) =>
  t.field({
    type: RankingRef,
    description:
      'a page of a ranking; category: influence, economy, research, units-built, units-destroyed, units-lost, battles-won, pirates, vault; scope: commanders or alliances; offset from 0, limit ≤ 100 (50)',
    args: {
      category: t.arg.string({ required: true }),
      scope: t.arg({ type: RankingScopeRef, required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).ranking({
        category: a.category as never,
        scope: a.scope,
        offset: a.offset ?? undefined,
        limit: a.limit ?? undefined,
      }),
  }),
);

interface HistoryPoint {
  category: string;
  score: number;
  rank: number;
}
const HistoryPointRef = builder.objectRef<HistoryPoint>('HistoryPoint').implement({
  fields: (t) => ({
    category: t.exposeString('category'),
    score: t.exposeFloat('score'),
    rank: t.exposeInt('rank'),
  }),
});
const HistoryDayRef = builder.objectRef<{ day: string; points: HistoryPoint[] }>('HistoryDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD (UTC)' }),
    points: t.field({ type: [HistoryPointRef], resolve: (d) => d.points }),
  }),
});
const HistoryRef = builder
  .objectRef<{ scope: string; subjectId: string | null; days: { day: string; points: HistoryPoint[] }[] }>('History')
  .implement({
    fields: (t) => ({
      scope: t.exposeString('scope'),
      subjectId: t.exposeID('subjectId', { nullable: true }),
      days: t.field({ type: [HistoryDayRef], description: 'oldest first, the last 90 days', resolve: (h) => h.days }),
    }),
  });

builder.queryField('rankingHistory', (t) =>
  t.field({
    type: HistoryRef,
    description:
      'daily snapshots of a commander’s or an alliance’s scores and places; scope: commanders or alliances; id: another subject of the reader’s world (default: the reader, or their alliance)',
    args: { scope: t.arg({ type: RankingScopeRef, required: true }), id: t.arg.id() },
    resolve: (_r, a, ctx) => api(ctx).history({ scope: a.scope, id: a.id == null ? undefined : String(a.id) }),
  }),
);
