import { z } from 'zod';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { listConversations, readThread, sendPrivate } from './private.ts';
import { type CommentView, postComment, readComments, topicsFor } from './service.ts';

const channel = z.enum(['global', 'alliance']);

export const chatRouter = router({
  comments: playerProcedure
    .input(z.object({ channel, offset: z.number().int().optional(), limit: z.number().int().optional() }))
    .query(({ ctx, input }) => readComments(ctx.db, ctx.profileId, input.channel, input.offset ?? 0, input.limit ?? 30)),
  post: playerProcedure.input(z.object({ channel, text: z.string().max(5000) })).mutation(({ ctx, input }) => postComment(ctx.db, ctx.profileId, input.channel, input.text, ctx.clock.now())),
  conversations: playerProcedure.query(({ ctx }) => listConversations(ctx.db, ctx.profileId)),
  thread: playerProcedure
    .input(z.object({ username: z.string().max(60), offset: z.number().int().optional(), limit: z.number().int().optional() }))
    .query(({ ctx, input }) => readThread(ctx.db, ctx.profileId, input.username, input.offset ?? 0, input.limit ?? 30, ctx.clock.now())),
  sendPrivate: playerProcedure.input(z.object({ username: z.string().max(60), text: z.string().max(5000) })).mutation(({ ctx, input }) => sendPrivate(ctx.db, ctx.profileId, input.username, input.text, ctx.clock.now())),
  /** New messages on the reader's channels (global, and their alliance's when they are in one). */
  live: playerProcedure.subscription(async function* ({ ctx, signal }) {
    const it = ctx.push.subscribe(null, null, await topicsFor(ctx.db, ctx.profileId));
    signal?.addEventListener('abort', () => void it.return?.());
    try {
      for await (const m of it) if (m.kind === 'comment') yield m.data as unknown as CommentView;
    } finally {
      await it.return?.();
    }
  }),
});
