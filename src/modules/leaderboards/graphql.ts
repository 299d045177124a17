import { builder, callerFor } from '../../platform/graphql.ts';
import { leaderboardsRouter } from './procedures.ts';

const api = callerFor(leaderboardsRouter);

interface Entry {
  rank: number;
  commander: string;
  influence: number;
  own: boolean;
}
const EntryRef = builder.objectRef<Entry>('LeaderboardEntry').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    commander: t.exposeString('commander'),
    influence: t.exposeInt('influence'),
    own: t.exposeBoolean('own'),
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
