/** Finding another commander of the reader's world by name, for every social act. */
import type { Executor } from '../../platform/db.ts';
import { findProfileByName, worldOfProfile } from '../worlds/index.ts';
import { socialErrors } from './errors.ts';

export async function otherCommander(ex: Executor, profileId: string, username: string) {
  const world = await worldOfProfile(ex, profileId);
  const other = await findProfileByName(ex, world.worldId, username.trim());
  if (!other) throw socialErrors.unknown();
  if (other.id === profileId) throw socialErrors.self();
  return other;
}
