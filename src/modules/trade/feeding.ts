/**
 * Pairs of commanders that move resources between them (for /control): the biggest over the last
 * 7 days, both directions on one line, flagged one-sided when ≥ 90 % goes one way — the shape of a
 * farm account feeding a main. Decision 026.
 */
import type { Db } from '../../platform/db.ts';
import { profileNames } from '../worlds/index.ts';
import { feedingPairs } from './repo.ts';

export const FEEDING_REVIEW_MS = 7 * 24 * 3_600_000;
export const ONE_SIDED_SHARE = 0.9;

export async function listFeedingPairs(db: Db, now: number) {
  const rows = await feedingPairs(db, new Date(now - FEEDING_REVIEW_MS), 50);
  const names = await profileNames(
    db,
    rows.flatMap((r) => [r.a, r.b]),
  );
  return rows.map((r) => {
    // the bigger direction first: giver → taker
    const [giver, taker, given, back] =
      r.a_to_b >= r.b_to_a ? [r.a, r.b, r.a_to_b, r.b_to_a] : [r.b, r.a, r.b_to_a, r.a_to_b];
    const total = given + back;
    return {
      giverId: giver,
      takerId: taker,
      giver: names.get(giver) ?? '',
      taker: names.get(taker) ?? '',
      given,
      back,
      convoys: r.convoys,
      lastAt: new Date(r.last_at).getTime(),
      oneSided: total > 0 && given / total >= ONE_SIDED_SHARE,
    };
  });
}
export type FeedingPair = Awaited<ReturnType<typeof listFeedingPairs>>[number];
