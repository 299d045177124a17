/** The world's ranking by influence (written on the base row with every change, read by one index). */
import type { Db } from '../../platform/db.ts';
import { rankOf, topBases } from '../bases/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';

/** The spec's events rank the top 100; the leaderboard shows as many. */
export const LEADERBOARD_SIZE = 100;

export async function readLeaderboard(db: Db, profileId: string) {
  const world = await worldOfProfile(db, profileId);
  const top = await topBases(db, world.worldId, 0, LEADERBOARD_SIZE);
  const names = await profileNames(
    db,
    top.map((b) => b.profile_id),
  );
  const me = await rankOf(db, world.worldId, profileId);
  const myName = (await profileNames(db, [profileId])).get(profileId) ?? '';
  return {
    entries: top.map((b, i) => ({
      rank: i + 1,
      commander: names.get(b.profile_id) ?? '',
      influence: b.influence,
      own: b.profile_id === profileId,
    })),
    me: me ? { rank: me.rank, commander: myName, influence: me.influence, own: true } : null,
  };
}
