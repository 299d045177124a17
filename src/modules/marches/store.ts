/**
 * Every write of a march goes through here: the row, and in the same transaction a push of the
 * march to its owner's browsers — as a unit group (spec list getUnitGroups) and as a march (spec
 * list getMapMarches) — and, for a move against a commander's base, to its defender as an incoming
 * attack (spec list getIncomingAttacks). Browsers merge each by the spec's rule (a group whose
 * units are null, a march or an attack whose status is null is gone) instead of asking for the
 * whole list again. Delivered only if the change commits.
 */
import { type UnitCounts, unitTotal } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { basePositions, ownersOfBases } from '../bases/index.ts';
import { recordMove } from '../ledger/index.ts';
import { profileNames } from '../worlds/index.ts';
import { insertMarchRow, type MarchPatch, type MarchRow, type NewMarch, updateMarchRow } from './repo.ts';
import { marchGroup } from './unit-groups.ts';
import { marchView } from './view.ts';

export const UNIT_GROUP_PUSH = 'unit-group';

/** Kinds flying at a base that are no attack (the incoming attacks leave them out). */
const NOT_ATTACKS = new Set(['reinforce', 'convoy']);
/** Statuses in which a fleet is on its way at its target's base (listed among its incoming attacks). */
const INCOMING = new Set(['marching', 'rallying']);

/** The march as getMapMarches lists it, or its removal (status null) once it is done. */
export const marchItem = (m: MarchRow) => (m.status === 'done' ? { id: m.id, status: null } : marchView(m));

/** Pushes a march to its owner (a unit group too, but a scout carries no units), and to the base it flies at. */
async function tell(trx: Trx, m: MarchRow): Promise<MarchRow> {
  const march = marchItem(m);
  await publish(trx, {
    profileId: m.profile_id,
    kind: UNIT_GROUP_PUSH,
    data: m.kind === 'scout' ? { march } : { group: marchGroup(m), march },
  });
  if (m.target_base_id && !NOT_ATTACKS.has(m.kind)) await tellDefender(trx, m, m.target_base_id);
  return m;
}

/** The defender's incoming attacks: the march as listed while it flies at their base, else its removal. */
async function tellDefender(trx: Trx, m: MarchRow, baseId: string) {
  const defender = (await ownersOfBases(trx, [baseId])).get(baseId);
  if (!defender || defender === m.profile_id) return;
  const attack = INCOMING.has(m.status)
    ? {
        id: m.id,
        status: m.status,
        attacker: (await profileNames(trx, [m.profile_id])).get(m.profile_id) ?? '',
        arrivesAt: m.arrives_at.getTime(),
        units: unitTotal(m.units as UnitCounts),
      }
    : { id: m.id, status: null };
  await publish(trx, {
    profileId: defender,
    kind: 'incoming-attack',
    data: { marchId: m.id, arrivesAt: m.arrives_at.getTime(), attack },
  });
}

const negative = (c: Record<string, number> | null | undefined) =>
  Object.fromEntries(Object.entries(c ?? {}).map(([k, v]) => [k, -v]));

/**
 * Writes a launch: the row, the evidence ledger's `launch` entry on the base it leaves (units out of
 * home; a convoy's cargo out of the stores), and the owner's push. Every kind of fleet launches here.
 */
export async function insertMarch(trx: Trx, m: NewMarch) {
  const origin = m.origin_x == null ? (await basePositions(trx, { baseIds: [m.base_id] }))[0] : undefined;
  const row = await insertMarchRow(trx, origin ? { ...m, origin_x: origin.x, origin_y: origin.y } : m);
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
