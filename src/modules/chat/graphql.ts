import { builder, callerFor } from '../../platform/graphql.ts';
import { sharedFeed } from '../../platform/shared-feeds.ts';
import { ignorersOfLine } from '../social/index.ts';
import { chatRouter } from './procedures.ts';
import type { PrivateView } from './private.ts';
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
    deleted: t.exposeBoolean('deleted', { description: 'taken down by an admin: a live reader removes it' }),
  }),
});

const page = { offset: 'older pages: how many newest to skip', limit: 'at most 100 (default 30)' };

builder.queryFields((t) => ({
  getComments: t.field({
    type: [CommentRef],
    description: `the world's global chat, newest first (${page.offset}; ${page.limit})`,
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, a, ctx) =>
      api(ctx).comments({ channel: 'global', offset: a.offset ?? undefined, limit: a.limit ?? undefined }),
  }),
  getAllianceComments: t.field({
    type: [CommentRef],
    description: `the reader's alliance chat, newest first (${page.offset}; ${page.limit})`,
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, a, ctx) =>
      api(ctx).comments({ channel: 'alliance', offset: a.offset ?? undefined, limit: a.limit ?? undefined }),
  }),
}));

builder.mutationField('postComment', (t) =>
  t.field({
    type: CommentRef,
    description:
      "writes in the global or alliance chat: 'Write something first', 'You are writing too fast, wait a moment', 'You are not in an alliance', 'This world has ended: its chat can be read but takes no new messages'",
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

const NOBODY: ReadonlySet<string> = new Set();

// a line reads the same for every reader: the socket writes it once per process (decision 099)
sharedFeed<CommentView>('comments', {
  join: (ctx) => api(ctx).liveTopics(),
  event: (m) => (m.kind === 'comment' ? (m.data as unknown as CommentView) : null),
  // a line of a commander the reader ignores is not shown (asked per line, once per process)
  hiddenFrom: (c, ctx) => (c.authorId ? ignorersOfLine(ctx.trpc.db, c._id, c.authorId) : Promise.resolve(NOBODY)),
});

const PrivateMessageRef = builder.objectRef<PrivateView>('PrivateMessage').implement({
  description: 'a message between two commanders (spec: PrivateMessage, identified by _id)',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    from: t.exposeString('from'),
    text: t.exposeString('text'),
    createdAt: t.float({ description: 'epoch ms', resolve: (m) => m.createdAt }),
    own: t.exposeBoolean('own', { description: 'written by the reader' }),
  }),
});
const ConversationRef = builder
  .objectRef<{ with: string; lastText: string; lastAt: number; unread: number }>('Conversation')
  .implement({
    fields: (t) => ({
      with: t.exposeString('with'),
      lastText: t.exposeString('lastText'),
      lastAt: t.float({ resolve: (c) => c.lastAt }),
      unread: t.exposeInt('unread'),
    }),
  });

builder.queryFields((t) => ({
  getPrivateMessages: t.field({
    type: [PrivateMessageRef],
    description: 'the thread with a commander (keyed by username), newest first; reads what they wrote',
    args: { username: t.arg.string({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, a, ctx) =>
      api(ctx).thread({ username: a.username, offset: a.offset ?? undefined, limit: a.limit ?? undefined }),
  }),
  conversations: t.field({
    type: [ConversationRef],
    description: 'everyone the reader has written with, newest first',
    resolve: (_r, _a, ctx) => api(ctx).conversations(),
  }),
}));

builder.mutationField('sendPrivateMessage', (t) =>
  t.field({
    type: PrivateMessageRef,
    description:
      "'There is no commander of that name in this world', 'You cannot write to yourself', 'Write something first', 'You are writing too fast, wait a moment', 'This world has ended: its chat can be read but takes no new messages'",
    args: { username: t.arg.string({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).sendPrivate({ username: a.username, text: a.text }),
  }),
);

interface ReportRow {
  commentId: string;
  text: string;
  author: string;
  authorId: string;
  channel: string;
  writtenAt: number;
  reports: number;
  firstReportedAt: number;
}
const ChatReportRef = builder.objectRef<ReportRow>('ChatReport').implement({
  description: 'a reported message with how many readers reported it',
  fields: (t) => ({
    commentId: t.exposeID('commentId'),
    text: t.exposeString('text'),
    author: t.exposeString('author'),
    authorId: t.exposeID('authorId', { description: "the author's profile id" }),
    channel: t.exposeString('channel'),
    writtenAt: t.exposeFloat('writtenAt'),
    reports: t.exposeInt('reports'),
    firstReportedAt: t.exposeFloat('firstReportedAt'),
  }),
});
const MuteRef = builder
  .objectRef<{ mutedUntil: number | null }>('ChatMute')
  .implement({ fields: (t) => ({ mutedUntil: t.exposeFloat('mutedUntil', { nullable: true }) }) });

builder.queryField('adminChatReports', (t) =>
  t.field({
    type: [ChatReportRef],
    description: 'admins: the open reports of chat messages, oldest first',
    resolve: (_r, _a, ctx) => api(ctx).reports(),
  }),
);

builder.mutationFields((t) => ({
  reportComment: t.boolean({
    description:
      "reports a chat message to the admins: 'You reported this message already', 'You cannot report your own message', 'Message not found'",
    args: { commentId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await api(ctx).report({ commentId: String(a.commentId) })).ok,
  }),
  adminDeleteComment: t.boolean({
    description:
      'admins: takes a chat message down (gone from every open chat at once) and closes its reports; audit-logged',
    args: { commentId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) =>
      (await api(ctx).deleteComment({ commentId: String(a.commentId), reason: a.reason })).ok,
  }),
  adminDismissChatReports: t.boolean({
    description: "admins: closes a message's reports without action; audit-logged",
    args: { commentId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) =>
      (await api(ctx).dismissReports({ commentId: String(a.commentId), reason: a.reason })).ok,
  }),
  adminMuteCommander: t.field({
    type: MuteRef,
    description:
      'admins: mutes a commander in chat (global, alliance, private) for `minutes` (0 lifts it); audit-logged',
    args: {
      profileId: t.arg.id({ required: true }),
      minutes: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).mute({ profileId: String(a.profileId), minutes: a.minutes, reason: a.reason }),
  }),
}));
