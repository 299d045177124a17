import { builder, callerFor, OkResultRef } from '../../platform/graphql.ts';
import { analyticsRouter } from './procedures.ts';

const api = callerFor(analyticsRouter);

const PageViewCountRef = builder.objectRef<{ day: string; path: string; views: number }>('PageViewCount').implement({
  fields: (t) => ({ day: t.exposeString('day'), path: t.exposeString('path'), views: t.exposeInt('views') }),
});

builder.queryField('adminPageViews', (t) =>
  t.field({ type: [PageViewCountRef], args: { days: t.arg.int() }, resolve: (_r, a, ctx) => api(ctx).pageViews({ days: a.days ?? 7 }) }),
);

builder.mutationField('recordPageView', (t) =>
  t.field({ type: OkResultRef, args: { path: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => api(ctx).recordPageView(a) }),
);
