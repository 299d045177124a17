/**
 * What the browser reads to preview the rules (decision 067): the facts of an attack on one base
 * (the send dialog runs src/game's checks on them with its own flight time), and which bases around
 * a spot strength protection shelters from the reader (the map's marker).
 */
import { checkStrength, isInactive } from '../../game/index.ts';
import { commanderAbsences } from '../../platform/commander-markers.ts';
import type { Db } from '../../platform/db.ts';
import { basesInArea, findBase, findBaseAt, settledBaseOfProfile } from '../bases/index.ts';
import { worldOfProfile } from '../worlds/index.ts';

const DAY = 24 * 3_600_000;
import { attackersAmong } from './repo.ts';
import { influenceNowOf, protectionFacts } from './service.ts';

/** The facts for an attack of the reader's on the base at (x, y); null when no other commander's base is there. */
export async function attackProtectionAt(ex: Db, profileId: string, at: { x: number; y: number }, now: number) {
  const world = await worldOfProfile(ex, profileId);
  const found = await findBaseAt(ex, world.worldId, at.x, at.y);
  if (!found || found.profile_id === profileId) return null;
  const target = await findBase(ex, found.id);
  if (!target) return null;
  // every landing that could share a 24-hour window with one landing in the next day; my influence as
  // my base stands now, the target's as its row was last saved
  const facts = await protectionFacts(ex, {
    attackerId: profileId,
    target,
    landsAt: now,
    span: { from: now - DAY, to: now + 2 * DAY },
    states: { attacker: await settledBaseOfProfile(ex, profileId, now), target },
  });
  return { ...facts.strength, at: now, landings: facts.landings };
}

/** Bases around (x, y) that strength protection shelters from the reader now, with when it ends. */
export async function shelteredAround(
  ex: Db,
  profileId: string,
  at: { x: number; y: number; radius: number },
  now: number,
) {
  const world = await worldOfProfile(ex, profileId);
  const r = Math.max(1, Math.min(20, Math.floor(at.radius)));
  const bases = (
    await basesInArea(ex, world.worldId, { x: at.x - r, y: at.y - r }, { x: at.x + r, y: at.y + r })
  ).filter((b) => b.profile_id !== profileId);
  if (bases.length === 0) return [];
  const owners = bases.map((b) => b.profile_id);
  const [mine, struck, absences] = await Promise.all([
    settledBaseOfProfile(ex, profileId, now),
    attackersAmong(ex, owners),
    commanderAbsences(ex, owners, now),
  ]);
  const out: { x: number; y: number; until: number }[] = [];
  for (const b of bases) {
    const full = await findBase(ex, b.id);
    if (!full) continue;
    const v = checkStrength({
      attackerInfluence: influenceNowOf(mine),
      targetInfluence: influenceNowOf(full),
      targetBaseCreatedAt: full.created_at.getTime(),
      at: now,
      worldSpeed: full.speed,
      // the one count of days inactive (src/game), vacation days cut out as for the markers
      targetInactive: isInactive(absences.get(b.profile_id) ?? { lastSignInAt: now, vacations: [] }, now),
      targetHasAttackedPlayers: struck.has(b.profile_id),
    });
    if (!v.ok) out.push({ x: b.x, y: b.y, until: v.until });
  }
  return out;
}
