import { builder, callerFor } from '../../platform/graphql.ts';
import { pagesRouter } from './procedures.ts';
import type { PageView } from './service.ts';

const api = callerFor(pagesRouter);

const PageRef = builder.objectRef<PageView>('SitePage').implement({
  description: 'the rules or the news, in markdown (rendered with raw HTML off)',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    body: t.exposeString('body'),
    updatedAt: t.exposeFloat('updatedAt', { nullable: true }),
  }),
});

builder.queryField('sitePage', (t) =>
  t.field({
    type: PageRef,
    description: "the rules or the news: 'Slug must be one of: rules, news'",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).read({ slug: a.slug as 'rules' }),
  }),
);

builder.mutationField('adminWritePage', (t) =>
  t.field({
    type: PageRef,
    description: 'admins: writes the rules or the news in markdown; audit-logged with the text before and after',
    args: {
      slug: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).write({ slug: a.slug as 'rules', body: a.body, reason: a.reason }),
  }),
);
