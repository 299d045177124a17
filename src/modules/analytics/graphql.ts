import { builder, callerFor, OkResultRef } from '../../platform/graphql.ts';
import { analyticsRouter } from './procedures.ts';

const api = callerFor(analyticsRouter);

const PageViewCountRef = builder.objectRef<{ day: string; path: string; views: number }>('PageViewCount').implement({
  fields: (t) => ({ day: t.exposeString('day'), path: t.exposeString('path'), views: t.exposeInt('views') }),
});

builder.queryField('adminPageViews', (t) =>
  t.field({
    type: [PageViewCountRef],
    args: { days: t.arg.int() },
    resolve: (_r, a, ctx) => api(ctx).pageViews({ days: a.days ?? 7 }),
  }),
);

builder.mutationField('recordPageView', (t) =>
  t.field({
    type: OkResultRef,
    args: { path: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).recordPageView(a),
  }),
);

const RequestMinuteRef = builder
  .objectRef<{ minute: number; requests: number; refused: number; failed: number }>('RequestMinute')
  .implement({
    description: 'requests answered in one minute, summed over every web process',
    fields: (t) => ({
      minute: t.exposeFloat('minute', { description: 'epoch ms of the minute' }),
      requests: t.exposeInt('requests'),
      refused: t.exposeInt('refused', { description: '4xx answers and rate limits' }),
      failed: t.exposeInt('failed', { description: '5xx answers and unexpected errors' }),
    }),
  });

builder.queryField('adminRequestStats', (t) =>
  t.field({
    type: [RequestMinuteRef],
    description: 'admins: the last hour, minute by minute, oldest first',
    resolve: (_r, _a, ctx) => api(ctx).requestStats(),
  }),
);
