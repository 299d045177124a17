/** /control: who is on vacation now, in every world, and since when (decision 068). */
import type { Executor } from '../../platform/db.ts';
import { listWorlds, profileNames } from '../worlds/index.ts';
import { vacationsOfWorld } from './repo.ts';

export interface OnVacation {
  world: string;
  commander: string;
  since: number;
  endsBy: number;
}

/** Longest away first within each world, worlds in opening order. */
export async function commandersOnVacation(ex: Executor): Promise<OnVacation[]> {
  const worlds = await listWorlds(ex);
  const perWorld = await Promise.all(worlds.map((w) => vacationsOfWorld(ex, w.id)));
  const names = await profileNames(
    ex,
    perWorld.flat().map((v) => v.profile_id),
  );
  return worlds.flatMap((w, i) =>
    (perWorld[i] ?? []).map((v) => ({
      world: w.name,
      commander: names.get(v.profile_id) ?? '',
      since: v.started_at.getTime(),
      endsBy: v.ends_by.getTime(),
    })),
  );
}
