/**
 * Alliance help for bots (decision 071): a bot in an alliance taps "Help all" on its allies'
 * requests, and asks for help with its own longest-running queue item now and then. Joining
 * operations is left to players: bots raid only pirates, and an operation needs a second to keep.
 */
import type { Ctx } from './context.ts';

export async function allianceHelp(ctx: Ctx) {
  await ctx.c.call('helpAllAllies', 'mutation { helpAllAllies { helped } }');
  if (ctx.rng.next() > 0.3) return;
  const base = await ctx.c.call<{ base: { queue: { id: string; dueAt: number }[] } }>(
    'base',
    '{ base { queue { id dueAt } } }',
  );
  const longest = [...(base.data?.base.queue ?? [])].sort((a, b) => b.dueAt - a.dueAt)[0];
  if (!longest) return;
  const open = await ctx.c.call<{ allianceHelp: { queueItemId: string; mine: boolean }[] }>(
    'allianceHelp',
    '{ allianceHelp { queueItemId mine } }',
  );
  if (open.data?.allianceHelp.some((r) => r.mine && r.queueItemId === longest.id)) return;
  await ctx.c.call('askAllianceHelp', 'mutation($q:ID!){ askAllianceHelp(queueItemId:$q){ id } }', { q: longest.id });
}
