/**
 * Every write of a march goes through here: the row, and in the same transaction a push of the
 * march as a unit group (spec list getUnitGroups) to its owner's browsers, which merge it by the
 * spec's rule (a group whose units are null is gone). Delivered only if the change commits.
 */
import type { Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { insertMarchRow, type MarchPatch, type MarchRow, type NewMarch, updateMarchRow } from './repo.ts';
import { marchGroup } from './unit-groups.ts';

export const UNIT_GROUP_PUSH = 'unit-group';

/** Pushes a march as a unit group to its owner. */
async function tell(trx: Trx, m: MarchRow): Promise<MarchRow> {
  if (m.kind !== 'scout')
    await publish(trx, { profileId: m.profile_id, kind: UNIT_GROUP_PUSH, data: { group: marchGroup(m) } });
  return m;
}

export const insertMarch = async (trx: Trx, m: NewMarch) => tell(trx, await insertMarchRow(trx, m));

export const updateMarch = async (trx: Trx, id: string, patch: MarchPatch) =>
  tell(trx, await updateMarchRow(trx, id, patch));
