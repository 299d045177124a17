import { randomInt } from 'node:crypto';
import { baseInfluence, beginnerShieldUntil, isOpenForBase, isSpawnSpot, newBase } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { insertBase } from './repo.ts';
import { basesError } from './errors.ts';

/**
 * Places a new base (a solar system) on a free spot of the world's map: empty space (src/game
 * galaxy) on the frontier ring (isSpawnSpot), away from the rim and the vault. Spots are drawn at random; a spot another base took
 * (unique index) is simply drawn again, so two players creating profiles at once never share one.
 */
export async function placeBase(
  ex: Executor,
  p: {
    profileId: string;
    worldId: string;
    mapSize: number;
    seed: number;
    speed: number;
    /** the world's economy speed (production and storage), decision 042 */
    economySpeed?: number;
    shieldHours: number;
    now: number;
    /** boosts it starts with (a late joiner's catch-up bonus, decision 069) */
    boosts?: { effect: string; amount: number; endsAt: number; source?: string }[];
  },
) {
  const margin = Math.max(1, Math.floor(p.mapSize * 0.05));
  for (let attempt = 0; attempt < 400; attempt++) {
    const x = randomInt(margin, p.mapSize - margin);
    const y = randomInt(margin, p.mapSize - margin);
    // newcomers start on the frontier ring (weak pirates near them); a crowded ring falls back to any free spot
    if (!(attempt < 300 ? isSpawnSpot : isOpenForBase)(p.seed, p.mapSize, { x, y })) continue;
    const start = newBase(p.now);
    const row = await insertBase(ex, {
      profileId: p.profileId,
      worldId: p.worldId,
      x,
      y,
      at: new Date(p.now),
      buildings: start.buildings as Record<string, number>,
      resources: start.resources,
      speed: p.speed,
      economySpeed: p.economySpeed ?? 1,
      influence: baseInfluence(start.buildings, start.research, start.units),
      shieldUntil: beginnerShieldUntil(p.now, p.shieldHours, p.speed),
      boosts: p.boosts ?? [],
    });
    if (row) return row;
  }
  throw basesError('WORLD_FULL');
}
