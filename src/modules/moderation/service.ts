/**
 * An admin corrects a commander: resources and credits granted or removed, items granted
 * or removed, an offensive name changed. Each runs in one transaction with its audit entry (the
 * admin, the commander, the reason, the values before and after), so the entry exists exactly when
 * the change does. A removal never takes more than there is: it is refused, not clamped.
 */
import { isOpenForBase, RESOURCES, type Resources, resources } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { renameAlliance as renameAllianceIn } from '../alliances/index.ts';
import { moveBase as moveBaseRow } from '../bases/index.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { fleetsAround } from '../marches/index.ts';
import { grantItems, itemCountForUpdate, takeItems } from '../items/index.ts';
import { renameCommander as rename, worldOfProfile } from '../worlds/index.ts';
import { moderationError } from './errors.ts';

type Admin = Pick<Session, 'accountId' | 'username'>;

export const moderationErrors = {
  nothingToChange: () => moderationError('NOTHING_TO_CHANGE', { field: 'resources' }),
  notEnoughResources: () => platformError('NOT_ENOUGH_RESOURCES', { field: 'resources' }),
  notEnoughItems: () => platformError('NOT_ENOUGH_ITEMS', { field: 'count' }),
  fleetsOut: () => moderationError('FLEETS_AROUND'),
};

/** Adds (positive) or removes (negative) resources and credits; refused when a removal exceeds the stores. */
export async function adjustResources(
  trx: Trx,
  admin: Admin,
  input: { profileId: string; delta: Partial<Resources>; reason: string },
  now: number,
) {
  const delta = resources(input.delta);
  if (RESOURCES.every((k) => delta[k] === 0)) throw moderationErrors.nothingToChange();
  const b = await lockAndSettleProfile(trx, input.profileId, now);
  const before = b.state.resources;
  const after = resources();
  for (const k of RESOURCES) after[k] = before[k] + delta[k];
  if (RESOURCES.some((k) => after[k] < 0)) throw moderationErrors.notEnoughResources();
  await saveState(trx, b.row.id, { ...b.state, resources: after });
  await announceChange(trx, b.row);
  const changed = RESOURCES.filter((k) => delta[k] !== 0);
  await recordAdminAction(
    trx,
    admin,
    'player-resources',
    input.profileId,
    {
      reason: input.reason,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    },
    now,
  );
  return { resources: RESOURCES.map((kind) => ({ kind, amount: after[kind] })) };
}

/** Adds (positive) or removes (negative) items of one type; refused when a removal exceeds the backpack. */
export async function adjustItems(
  trx: Trx,
  admin: Admin,
  input: { profileId: string; type: string; delta: number; reason: string },
  now: number,
) {
  // the base's lock orders this with the commander's own item uses
  await lockAndSettleProfile(trx, input.profileId, now);
  const before = await itemCountForUpdate(trx, input.profileId, input.type);
  if (input.delta > 0) await grantItems(trx, input.profileId, { [input.type]: input.delta });
  else if (!(await takeItems(trx, input.profileId, input.type, -input.delta))) throw moderationErrors.notEnoughItems();
  const after = before + input.delta;
  await recordAdminAction(
    trx,
    admin,
    'player-items',
    input.profileId,
    { reason: input.reason, type: input.type, before, after },
    now,
  );
  return { type: input.type, count: after };
}

/** Renames a commander (an offensive name); the player's own rules apply ('Username change failed'). */
export async function renameCommander(
  trx: Trx,
  admin: Admin,
  input: { profileId: string; username: string; reason: string },
  now: number,
) {
  const r = await rename(trx, input.profileId, input.username);
  await recordAdminAction(
    trx,
    admin,
    'player-rename',
    input.profileId,
    { reason: input.reason, before: { username: r.before }, after: { username: r.after } },
    now,
  );
  return { username: r.after };
}

/** Moves a commander's base to an empty spot (a base stuck among enemies, a bad start), by the teleport's rules but free. */
export async function moveCommanderBase(
  trx: Trx,
  admin: Admin,
  input: { profileId: string; x: number; y: number; reason: string },
  now: number,
) {
  const b = await lockAndSettleProfile(trx, input.profileId, now);
  if (await fleetsAround(trx, input.profileId, b.row.id)) throw moderationErrors.fleetsOut();
  const world = await worldOfProfile(trx, input.profileId);
  if (!isOpenForBase(world.seed, world.mapSize, input) || !(await moveBaseRow(trx, b.row.id, input.x, input.y)))
    throw platformError('LOCATION_NOT_EMPTY', { field: 'x' });
  await announceChange(trx, b.row);
  await recordAdminAction(
    trx,
    admin,
    'player-move-base',
    input.profileId,
    { reason: input.reason, before: { x: b.row.x, y: b.row.y }, after: { x: input.x, y: input.y } },
    now,
  );
  return { x: input.x, y: input.y };
}

/** Renames an alliance (an offensive name or TAG) by the rules of its founding. */
export async function renameAlliance(
  trx: Trx,
  admin: Admin,
  input: { allianceId: string; name: string; tag: string; reason: string },
  now: number,
) {
  const r = await renameAllianceIn(trx, input.allianceId, input);
  await recordAdminAction(
    trx,
    admin,
    'alliance-rename',
    input.allianceId,
    { reason: input.reason, before: r.before, after: r.after },
    now,
  );
  return r.after;
}
