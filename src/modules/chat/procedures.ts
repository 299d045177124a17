import { inTransaction } from '../../platform/db.ts';
import { z } from 'zod';
import { adminProcedure, calmProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { deleteComment, dismissReports, listReports, muteCommander, reportComment } from './moderation.ts';
import { adminReason as reason, uuidId } from '../../platform/input-errors.ts';
import { ignorersOfLine } from '../social/index.ts';
import { listConversations, readThread, sendPrivate } from './private.ts';
import { type CommentView, postComment, readComments, topicsFor } from './service.ts';

const channel = z.enum(['global', 'alliance']);
const commentId = z.string().regex(/^\d{1,18}$/, 'Message not found');

export const chatRouter = router({
  comments: playerProcedure
    .input(z.object({ channel, offset: z.number().int().optional(), limit: z.number().int().optional() }))
    .query(({ ctx, input }) =>
      readComments(ctx.db, ctx.profileId, input.channel, input.offset ?? 0, input.limit ?? 30),
    ),
  post: calmProcedure
    .input(z.object({ channel, text: z.string().max(5000) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => postComment(trx, ctx.profileId, input.channel, input.text, ctx.clock.now())),
    ),
  report: calmProcedure
    .input(z.object({ commentId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => reportComment(trx, ctx.profileId, input.commentId, ctx.clock.now())),
    ),
  reports: adminProcedure.query(({ ctx }) => listReports(ctx.db)),
  deleteComment: adminProcedure
    .input(z.object({ commentId, reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => deleteComment(trx, ctx.session, input, ctx.clock.now())),
    ),
  dismissReports: adminProcedure
    .input(z.object({ commentId, reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => dismissReports(trx, ctx.session, input, ctx.clock.now())),
    ),
  mute: adminProcedure
    .input(
      z.object({
        profileId: uuidId,
        minutes: z
          .number()
          .int('Minutes must be a whole number')
          .min(0, 'Minutes must be between 0 and 525,600')
          .max(525_600, 'Minutes must be between 0 and 525,600'),
        reason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => muteCommander(trx, ctx.session, input, ctx.clock.now())),
    ),
  conversations: playerProcedure.query(({ ctx }) => listConversations(ctx.db, ctx.profileId)),
  thread: playerProcedure
    .input(
      z.object({
        username: z.string().max(60),
        offset: z.number().int().optional(),
        limit: z.number().int().optional(),
      }),
    )
    .query(({ ctx, input }) =>
      readThread(ctx.db, ctx.profileId, input.username, input.offset ?? 0, input.limit ?? 30, ctx.clock.now()),
    ),
  sendPrivate: calmProcedure
    .input(z.object({ username: z.string().max(60), text: z.string().max(5000) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => sendPrivate(trx, ctx.profileId, input.username, input.text, ctx.clock.now())),
    ),
  /** Who reads the live chat and on which topics: the shared feed's join (decision 099). */
  liveTopics: playerProcedure.query(async ({ ctx }) => ({
    reader: ctx.profileId,
    topics: await topicsFor(ctx.db, ctx.profileId),
  })),
  /** New messages on the reader's channels (global, and their alliance's when they are in one). */
  live: playerProcedure.subscription(async function* ({ ctx, signal }) {
    const it = ctx.push.subscribe(null, null, await topicsFor(ctx.db, ctx.profileId));
    signal?.addEventListener('abort', () => void it.return?.());
    try {
      for await (const m of it) {
        if (m.kind !== 'comment') continue;
        const c = m.data as unknown as CommentView;
        // a line of a commander the reader ignores is not shown (asked per line, once per process)
        if (c.authorId && (await ignorersOfLine(ctx.db, c._id, c.authorId)).has(ctx.profileId)) continue;
        yield c;
      }
    } finally {
      await it.return?.();
    }
  }),
});
