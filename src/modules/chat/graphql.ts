import { builder, callerFor } from '../../platform/graphql.ts';
import { chatRouter } from './procedures.ts';
import type { CommentView } from './service.ts';

const api = callerFor(chatRouter);

const CommentRef = builder.objectRef<CommentView>('Comment').implement({
  description: 'a chat message (spec: Comment, identified by _id)',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    channel: t.exposeString('channel', { description: 'global or alliance' }),
    author: t.exposeString('author'),
    text: t.exposeString('text'),
    createdAt: t.float({ description: 'epoch ms', resolve: (c) => c.createdAt }),
  }),
});

const page = { offset: 'older pages: how many newest to skip', limit: 'at most 100 (default 30)' };

builder.queryFields((t) => ({
  getComments: t.field({
    type: [CommentRef],
    description: `the world's global chat, newest first (${page.offset}; ${page.limit})`,
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, a, ctx) => api(ctx).comments({ channel: 'global', offset: a.offset ?? undefined, limit: a.limit ?? undefined }),
  }),
  getAllianceComments: t.field({
    type: [CommentRef],
    description: `the reader's alliance chat, newest first (${page.offset}; ${page.limit})`,
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, a, ctx) => api(ctx).comments({ channel: 'alliance', offset: a.offset ?? undefined, limit: a.limit ?? undefined }),
  }),
}));

builder.mutationField('postComment', (t) =>
  t.field({
    type: CommentRef,
    description: "writes in the global or alliance chat: 'Write something first', 'You are writing too fast, wait a moment', 'You are not in an alliance'",
    args: { channel: t.arg.string({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).post({ channel: a.channel as 'global', text: a.text }),
  }),
);

builder.subscriptionField('comments', (t) =>
  t.field({
    type: CommentRef,
    description: 'new messages on the reader’s channels (global, and their alliance’s)',
    subscribe: async (_r, _a, ctx) => (await api(ctx).live()) as AsyncIterable<CommentView>,
    resolve: (c) => c,
  }),
);
