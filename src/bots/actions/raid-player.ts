/**
 * A raid on a commander's base near home (decision 067): the bash limit and strength protection may
 * refuse it. The bot reads the refusal, remembers the base as barred until the time the refusal names
 * (`untilMs`), and picks another base instead of trying that one again.
 *
 * It knows the map's markers (decision 068): a ghost's stores lie open down to the last unit and an
 * inactive commander (i, I) has lost strength protection and defends nothing new, so those come
 * first, ghost before I before i; a base on vacation (v) cannot be raided and is not tried.
 */
import type { UnitCounts } from '../../game/index.ts';
import { type Ctx, fleet, nearest, readMap, slotFree } from './context.ts';
import type { MapItem } from '../wire.ts';

/** The refusals that bar one base for a while, not the bot's raiding as such. */
export const PROTECTION_REFUSALS: ReadonlySet<string> = new Set(['BASH_LIMIT', 'TOO_WEAK']);
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u){ id } }';
const key = (s: { x: number; y: number }) => `${s.x}:${s.y}`;

/** How much a bot likes a base as a raid target by its commander's marker; null: not a target at all. */
export function raidPreference(marker: string | null | undefined): number | null {
  if (marker === 'v') return null;
  if (marker === 'ghost') return 3;
  if (marker === 'I') return 2;
  if (marker === 'i') return 1;
  return 0;
}

export async function raidPlayer(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const now = ctx.now();
  // at most two bases a step: a refused one is set aside, the next nearest is tried
  for (let tries = 0; tries < 2; tries++) {
    const open = (m: MapItem) =>
      m.type === 'solar-system' &&
      !m.own &&
      !m.ally &&
      raidPreference(m.marker) !== null &&
      (ctx.barred.get(key(m)) ?? 0) <= now;
    // the most welcome kind of base in view first, the nearest of those
    const best = Math.max(-1, ...ctx.map.filter(open).map((m) => raidPreference(m.marker) ?? -1));
    const target = nearest(
      ctx,
      (t) => t === 'solar-system',
      99,
      (m) => open(m) && raidPreference(m.marker) === best,
    );
    if (!target) return;
    const r = await ctx.c.call('sendUnits:raid', SEND, { x: target.x, y: target.y, u: fleet(home, 0.3) });
    if (r.kind !== 'refused' || !PROTECTION_REFUSALS.has(r.code ?? '')) return;
    const until = Number(r.details?.untilMs);
    ctx.barred.set(key(target), Number.isFinite(until) && until > now ? until : now + 3_600_000);
  }
}
