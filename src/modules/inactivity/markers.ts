/**
 * The markers beside commanders' names (decision 068): `v` on vacation, `i` / `I` inactive,
 * `ghost`; computed on the server from src/game's rules, the same for every reader.
 */
import { type Absence, type CommanderMarker, commanderMarker } from '../../game/index.ts';
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

/**
 * What src/game's count of days inactive reads of each commander: the last sign-in and the
 * vacations since (strength protection asks for it through src/platform/commander-markers.ts).
 */
export async function absencesOf(ex: Executor, profileIds: string[], now: number): Promise<Map<string, Absence>> {
  const ids = [...new Set(profileIds)];
  const out = new Map<string, Absence>();
  if (ids.length === 0) return out;
  const signIns = await signInsOf(ex, ids);
  const oldest = Math.min(...signIns.values());
  const vacations = await vacationSpansOf(ex, ids, new Date(Number.isFinite(oldest) ? oldest : now));
  for (const [id, lastSignInAt] of signIns) out.set(id, { lastSignInAt, vacations: vacations.get(id) ?? [] });
  return out;
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
  const [absences, ghosts] = await Promise.all([absencesOf(ex, ids, now), ghostsAmong(ex, ids)]);
  for (const [id, absence] of absences) {
    const marker = commanderMarker({ ...absence, now, ghost: ghosts.get(id)?.ghostSince != null });
    if (marker) out.set(id, marker);
  }
  return out;
}
