/**
 * When each world's clock stops (decision 069): the end of its season, or none for a world without
 * end. The kernel's settle asks for it on every settle, so it is kept in memory: the worlds are few,
 * read whole, again when one is asked for that is not known or after `ENDS_TTL_MS` (another process
 * may have moved an opening), and at once when this process creates or changes a world.
 */
import type { Executor } from '../../platform/db.ts';
import { listWorlds } from './repo.ts';
import { seasonOf } from './season.ts';

/** How long the worlds' ends are trusted without reading them again (real time). */
export const ENDS_TTL_MS = 5_000;

let cache: { readAt: number; ends: Map<string, number | null> } | null = null;

/** Forgets the ends read (a world was created or its opening moved). */
export const forgetWorldEnds = () => {
  cache = null;
};

/** The end of each of these worlds that has one (epoch ms); a world without end is left out. */
export async function worldEnds(ex: Executor, worldIds: readonly string[]): Promise<Map<string, number>> {
  const fresh = cache && Date.now() - cache.readAt < ENDS_TTL_MS && worldIds.every((id) => cache?.ends.has(id));
  if (!fresh) {
    const rows = await listWorlds(ex);
    cache = { readAt: Date.now(), ends: new Map(rows.map((w) => [w.id, seasonOf(w)?.endsAt ?? null])) };
  }
  const out = new Map<string, number>();
  for (const id of worldIds) {
    const end = cache?.ends.get(id);
    if (end !== undefined && end !== null) out.set(id, end);
  }
  return out;
}
