/**
 * The portal: every base's address (six symbols, src/game/portal.ts), its energy, and opening it to
 * another base's address. One transaction under the base's lock and the portal row's, so twenty
 * opens at once spend the energy there is and no more.
 */
import { checkPortalOpen, type PortalOpenCheck, PORTAL_OPEN_COST, portalEnergyAt, portalEnergyCap } from '../../game/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { basePosition, lockAndSettleProfile } from '../bases/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames } from '../worlds/index.ts';
import { portalAt, portalForUpdate, storeEnergy } from './repo.ts';

export const portalErrors = {
  noPortal: () => new AppError('REQUIREMENT_MISSING', 'Required building does not have enough level', 'BAD_INPUT', { requirement: { buildingId: 'portal', level: 1 } }),
  noEnergy: () => new AppError('PORTAL_ENERGY', 'Portal energy limit reached', 'CONFLICT'),
  wrongAddress: () => new AppError('PORTAL_ADDRESS', 'Portal failed to open, address is wrong', 'BAD_INPUT'),
};

function refusal(check: Exclude<PortalOpenCheck, { ok: true }>): AppError {
  if (check.reason === 'NO_PORTAL') return portalErrors.noPortal();
  if (check.reason === 'NO_ENERGY') return portalErrors.noEnergy();
  return portalErrors.wrongAddress();
}

/** My portal: its address, energy now, the cap and the portal's level. */
export async function readPortal(db: Db, profileId: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, now);
    const p = await portalForUpdate(trx, b.row.id);
    const level = b.state.buildings.portal ?? 0;
    const energy = p ? portalEnergyAt(p.energy, p.energy_at.getTime(), level, b.row.speed, now) : 0;
    return { address: p?.address ?? '', level, energy, cap: portalEnergyCap(level), cost: PORTAL_OPEN_COST };
  });
}

/** Opens my portal to `address`: costs energy; the other side is a commander's base, named in a portal report. */
export async function openPortal(db: Db, profileId: string, address: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, now);
    const p = await portalForUpdate(trx, b.row.id);
    const level = b.state.buildings.portal ?? 0;
    const energy = p ? portalEnergyAt(p.energy, p.energy_at.getTime(), level, b.row.speed, now) : 0;
    const check = checkPortalOpen(level, energy, address);
    if (!check.ok || !p) throw check.ok ? portalErrors.noPortal() : refusal(check);
    const there = await portalAt(trx, b.row.world_id, address.trim());
    if (!there || there.base_id === b.row.id) throw portalErrors.wrongAddress();
    const base = await basePosition(trx, there.base_id);
    if (!base) throw portalErrors.wrongAddress();
    const commander = (await profileNames(trx, [base.profileId])).get(base.profileId) ?? '';
    await storeEnergy(trx, b.row.id, check.energyLeft, new Date(now));
    const other = { address: there.address, commander, x: base.x, y: base.y };
    await fileReport(trx, { profileId, kind: 'portal', data: { ...other, from: p.address }, at: now });
    return { ...other, energyLeft: check.energyLeft };
  });
}
