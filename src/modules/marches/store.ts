/**
 * Every write of a march goes through here: the row, and in the same transaction a push of the
 * march as a unit group (spec list getUnitGroups) to its owner's browsers, which merge it by the
 * spec's rule (a group whose units are null is gone). Delivered only if the change commits.
 */
import type { Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { recordMove } from '../ledger/index.ts';
import { insertMarchRow, type MarchPatch, type MarchRow, type NewMarch, updateMarchRow } from './repo.ts';
import { marchGroup } from './unit-groups.ts';

export const UNIT_GROUP_PUSH = 'unit-group';

/** Pushes a march as a unit group to its owner. */
async function tell(trx: Trx, m: MarchRow): Promise<MarchRow> {
  if (m.kind !== 'scout')
    await publish(trx, { profileId: m.profile_id, kind: UNIT_GROUP_PUSH, data: { group: marchGroup(m) } });
  return m;
}

const negative = (c: Record<string, number> | null | undefined) =>
  Object.fromEntries(Object.entries(c ?? {}).map(([k, v]) => [k, -v]));

/**
 * Writes a launch: the row, the evidence ledger's `launch` entry on the base it leaves (units out of
 * home; a convoy's cargo out of the stores), and the owner's push. Every kind of fleet launches here.
 */
export async function insertMarch(trx: Trx, m: NewMarch) {
  const row = await insertMarchRow(trx, m);
  await recordMove(trx, {
    base: { id: row.base_id, profile_id: row.profile_id, world_id: row.world_id },
    kind: 'launch',
    cause: row.kind,
    resources: row.kind === 'convoy' ? negative(row.loot) : {},
    units: negative(row.units),
    at: row.departs_at.getTime(),
    details: { march: row.id, target: { x: row.target_x, y: row.target_y, kind: row.target_kind } },
  });
  return tell(trx, row);
}

export const updateMarch = async (trx: Trx, id: string, patch: MarchPatch) =>
  tell(trx, await updateMarchRow(trx, id, patch));
