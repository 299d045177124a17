/**
 * The markers beside commanders' names (decision 068): `v` on vacation, `i` / `I` inactive,
 * `ghost`; computed on the server from src/game's rules, the same for every reader.
 */
import { type CommanderMarker, commanderMarker } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { lastSignIns } from '../accounts/index.ts';
import { ghostsAmong } from '../bases/index.ts';
import { vacationSpansOf } from '../vacation/index.ts';
import { commandersByIds } from '../worlds/index.ts';

/** When each commander last signed in (their account's sign-in; never: since the profile was made). */
export async function signInsOf(ex: Executor, profileIds: string[]): Promise<Map<string, number>> {
  const profiles = await commandersByIds(ex, profileIds);
  const signIns = await lastSignIns(ex, [...new Set(profiles.map((p) => p.account_id))]);
  return new Map(profiles.map((p) => [p.id, (signIns.get(p.account_id) ?? p.created_at).getTime()] as const));
}

/** The marker of each commander who has one (a commander with none is missing from the map). */
export async function markersOf(
  ex: Executor,
  profileIds: string[],
  now: number,
): Promise<Map<string, CommanderMarker>> {
  const ids = [...new Set(profileIds)];
  const out = new Map<string, CommanderMarker>();
  if (ids.length === 0) return out;
  const signIns = await signInsOf(ex, ids);
  const oldest = Math.min(...signIns.values());
  const [vacations, ghosts] = await Promise.all([
    vacationSpansOf(ex, ids, new Date(Number.isFinite(oldest) ? oldest : now)),
    ghostsAmong(ex, ids),
  ]);
  for (const id of ids) {
    const lastSignInAt = signIns.get(id);
    if (lastSignInAt === undefined) continue;
    const marker = commanderMarker({
      lastSignInAt,
      now,
      vacations: vacations.get(id) ?? [],
      ghost: ghosts.get(id)?.ghostSince != null,
    });
    if (marker) out.set(id, marker);
  }
  return out;
}
