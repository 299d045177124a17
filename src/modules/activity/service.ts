/** What is going on in each world, for operators: commanders, alliances, fleets away and sent today. */
import type { Db } from '../../platform/db.ts';
import { countAlliancesByWorld } from '../alliances/index.ts';
import { countBasesByWorld } from '../bases/index.ts';
import { marchStatsByWorld } from '../marches/index.ts';
import { listWorlds } from '../worlds/index.ts';

const DAY_MS = 86_400_000;

export async function worldActivity(db: Db, now: number) {
  const [worlds, bases, alliances, marches] = await Promise.all([
    listWorlds(db),
    countBasesByWorld(db),
    countAlliancesByWorld(db),
    marchStatsByWorld(db, new Date(now - DAY_MS)),
  ]);
  return worlds.map((w) => ({
    worldId: w.id,
    name: w.name,
    speed: w.speed,
    commanders: bases.get(w.id) ?? 0,
    alliances: alliances.get(w.id) ?? 0,
    fleetsAway: marches.get(w.id)?.away ?? 0,
    fleetsSentToday: marches.get(w.id)?.sent ?? 0,
  }));
}
