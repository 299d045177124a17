/**
 * A raid on a commander's base near home (decision 067): the bash limit and strength protection may
 * refuse it. The bot reads the refusal, remembers the base as barred until the time the refusal names
 * (`untilMs`), and picks another base instead of trying that one again.
 */
import type { UnitCounts } from '../../game/index.ts';
import { type Ctx, fleet, nearest, readMap, slotFree } from './context.ts';

/** The refusals that bar one base for a while, not the bot's raiding as such. */
export const PROTECTION_REFUSALS: ReadonlySet<string> = new Set(['BASH_LIMIT', 'TOO_WEAK']);
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u){ id } }';
const key = (s: { x: number; y: number }) => `${s.x}:${s.y}`;

export async function raidPlayer(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const now = ctx.now();
  // at most two bases a step: a refused one is set aside, the next nearest is tried
  for (let tries = 0; tries < 2; tries++) {
    const target = nearest(
      ctx,
      (t) => t === 'solar-system',
      99,
      (m) => !m.own && !m.ally && (ctx.barred.get(key(m)) ?? 0) <= now,
    );
    if (!target) return;
    const r = await ctx.c.call('sendUnits:raid', SEND, { x: target.x, y: target.y, u: fleet(home, 0.3) });
    if (r.kind !== 'refused' || !PROTECTION_REFUSALS.has(r.code ?? '')) return;
    const until = Number(r.details?.untilMs);
    ctx.barred.set(key(target), Number.isFinite(until) && until > now ? until : now + 3_600_000);
  }
}
