/**
 * The portal: every base's address (six symbols, src/game/portal.ts), its energy, its shield, and
 * opening it to another base's address. Each runs in the transaction its procedure opens (decision
 * 048), under the base's lock and the portal row's, so twenty opens at once spend the energy there
 * is and no more. A dial costs its energy whether the address is right or wrong: a refusal from the
 * other side is answered (`RefusedDial`) and thrown by the edge after the spend has committed
 * (`afterDial`), so guessing addresses costs what dialling costs.
 */
import {
  checkPortalOpen,
  checkShield,
  type PortalOpenCheck,
  PORTAL_OPEN_COST,
  portalEnergyAt,
  portalEnergyCap,
  type ShieldCheck,
} from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { basePosition } from '../bases/index.ts';
import { announceChange, lockAndSettleProfile, type SettledBase } from '../../kernel/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames } from '../worlds/index.ts';
import { type PortalRow, portalAt, portalForUpdate, randomPortalOf, storeEnergy, storeShield } from './repo.ts';
import { portalError } from './errors.ts';

export const portalErrors = {
  noPortal: () =>
    platformError('REQUIREMENT_MISSING', {
      requirement: { buildingId: 'portal', level: 1 },
    }),
  noEnergy: () => portalError('PORTAL_ENERGY'),
  wrongAddress: () => portalError('PORTAL_ADDRESS'),
  targetShielded: () => portalError('PORTAL_TARGET_SHIELDED'),
  ownShielded: () => portalError('PORTAL_SHIELDED'),
  noShield: () => portalError('NO_PORTAL_SHIELD'),
};

function refusal(check: Exclude<PortalOpenCheck, { ok: true }>): AppError {
  if (check.reason === 'NO_PORTAL') return portalErrors.noPortal();
  if (check.reason === 'NO_ENERGY') return portalErrors.noEnergy();
  if (check.reason === 'SHIELDED') return portalErrors.ownShielded();
  return portalErrors.wrongAddress();
}

const shieldOf = (p: PortalRow | undefined) => ({
  shieldUntil: p?.shield_until?.getTime(),
  shieldDownAt: p?.shield_down_at?.getTime(),
});
const shielded = (p: PortalRow | undefined, at: number) => (p?.shield_until?.getTime() ?? 0) > at;

/** The portal of a base locked and settled by the caller, with its energy now. */
async function lockedPortal(trx: Trx, b: SettledBase, now: number) {
  const p = await portalForUpdate(trx, b.row.id);
  const level = b.state.buildings.portal ?? 0;
  const energy = p ? portalEnergyAt(p.energy, p.energy_at.getTime(), level, b.row.speed, now) : 0;
  return { p, level, energy };
}

const view = (p: PortalRow | undefined, level: number, energy: number, now: number) => {
  const s = shieldOf(p);
  return {
    address: p?.address ?? '',
    level,
    energy,
    cap: portalEnergyCap(level),
    cost: PORTAL_OPEN_COST,
    shieldUntil: s.shieldUntil !== undefined && s.shieldUntil > now ? s.shieldUntil : null,
    shieldDownAt: s.shieldDownAt ?? null,
  };
};

/** My portal: its address, energy now, the cap, the portal's level and its shield. */
export async function readPortal(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const { p, level, energy } = await lockedPortal(trx, b, now);
  return view(p, level, energy, now);
}

/**
 * May the portal of a base the caller has locked and settled dial `address` now (a portal, not
 * behind its own shield, six symbols, a dial's energy)? Throws the spec's refusal; spends nothing.
 */
async function readyToDial(trx: Trx, b: SettledBase, address: string, now: number) {
  const { p, level, energy } = await lockedPortal(trx, b, now);
  const check = checkPortalOpen(level, energy, address, shielded(p, now));
  if (!check.ok || !p) throw check.ok ? portalErrors.noPortal() : refusal(check);
  return { p, energyLeft: check.energyLeft };
}

/** Throws the spec's refusal when the portal of a base the caller has locked could not dial `address` now. */
export async function checkDial(trx: Trx, b: SettledBase, address: string, now: number): Promise<void> {
  await readyToDial(trx, b, address, now);
}

/**
 * A dial that reached the other side and was refused there (a wrong address, a shielded portal):
 * its energy is spent in the caller's transaction, which must COMMIT before `error` is thrown, or the
 * spend rolls back with it and addresses could be guessed for free (docs/decisions/041-paid-dials.md).
 */
export interface RefusedDial {
  refused: AppError;
}

/**
 * At the edge, once the dial's transaction has committed: a refused dial is thrown now (its energy
 * stays spent), anything else is answered as it is.
 */
export function afterDial<T extends object>(o: T): Exclude<T, RefusedDial> {
  if ('refused' in o) throw (o as RefusedDial).refused;
  return o as Exclude<T, RefusedDial>;
}

/**
 * Spends a dial's energy on an address that names no other base (a guess), in the caller's
 * transaction on its locked and settled base: the refusal to throw once that transaction committed.
 * Without the energy, the portal or behind its own shield it throws that refusal instead, so a guess
 * with an empty portal learns nothing about the address.
 */
export async function spendOnWrongAddress(
  trx: Trx,
  b: SettledBase,
  address: string,
  now: number,
): Promise<RefusedDial> {
  const { energyLeft } = await readyToDial(trx, b, address, now);
  await storeEnergy(trx, b.row.id, energyLeft, new Date(now));
  return { refused: portalErrors.wrongAddress() };
}

/**
 * Opens the portal of a base the caller has locked and settled to `address`: its energy pays, both
 * shields are asked, and a portal report names the base on the other side. Refused before any
 * spend (throws): no portal, its own shield up, not six symbols, not a dial's energy. Refused after
 * the spend (answers `RefusedDial`, to throw once committed): a wrong address, one's own, a shielded
 * portal there. A dial costs the same whether the address is right or not.
 */
export async function openPortalFrom(trx: Trx, b: SettledBase, address: string, now: number) {
  const { p, energyLeft } = await readyToDial(trx, b, address, now);
  await storeEnergy(trx, b.row.id, energyLeft, new Date(now));
  const spent = (refused: AppError): RefusedDial => ({ refused });
  const there = await portalAt(trx, b.row.world_id, address.trim());
  if (!there || there.base_id === b.row.id) return spent(portalErrors.wrongAddress());
  if (shielded(there, now)) return spent(portalErrors.targetShielded());
  const base = await basePosition(trx, there.base_id);
  if (!base) return spent(portalErrors.wrongAddress());
  // a base on vacation cannot be dialled (decision 055): it answers as a protected portal does
  if (base.onVacation) return spent(portalErrors.targetShielded());
  const commander = (await profileNames(trx, [base.profileId])).get(base.profileId) ?? '';
  const other = { address: there.address, commander, x: base.x, y: base.y };
  await fileReport(trx, { profileId: b.row.profile_id, kind: 'portal', data: { ...other, from: p.address }, at: now });
  return { ...other, baseId: there.base_id, profileId: base.profileId, energyLeft };
}

/** A base's portal address (a scout reads it off the base), or null. */
export async function addressOfBase(trx: Trx, baseId: string): Promise<string | null> {
  return (await portalForUpdate(trx, baseId))?.address ?? null;
}

/** The base whose portal has this address in a world (no lock: to know which bases to lock), or null. */
export async function portalOwner(ex: Executor, worldId: string, address: string): Promise<string | null> {
  return (await portalAt(ex, worldId, address.trim()))?.base_id ?? null;
}

/** Opens my portal to `address`: costs energy; the other side is a commander's base, named in a portal report. */
export async function openPortal(trx: Trx, profileId: string, address: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const o = await openPortalFrom(trx, b, address, now);
  // a refused dial's energy is spent: the edge throws it once committed (`afterDial`)
  if ('refused' in o) return o;
  return { address: o.address, commander: o.commander, x: o.x, y: o.y, energyLeft: o.energyLeft };
}

/**
 * Spends one opening's energy from the portal of a base the caller has locked and settled (a mission
 * goes through it): refused without a portal, behind nothing (missions come in through a shield), or
 * short of energy. Answers the energy left.
 */
export async function spendPortalEnergy(trx: Trx, b: SettledBase, now: number): Promise<number> {
  const { p, level, energy } = await lockedPortal(trx, b, now);
  if (!p || level < 1) throw portalErrors.noPortal();
  if (energy < PORTAL_OPEN_COST) throw portalErrors.noEnergy();
  await storeEnergy(trx, b.row.id, energy - PORTAL_OPEN_COST, new Date(now));
  return energy - PORTAL_OPEN_COST;
}

/** Puts a portal shield up for `ms` on a base the caller has locked: not while one is up, nor within 30 minutes of taking one down. */
export async function raisePortalShield(trx: Trx, b: SettledBase, ms: number, now: number): Promise<ShieldCheck> {
  const p = await portalForUpdate(trx, b.row.id);
  const check = checkShield(shieldOf(p), now);
  if (check.ok) await storeShield(trx, b.row.id, { shield_until: new Date(now + ms) });
  return check;
}

/** Takes my portal shield down; no new one can go up for 30 minutes. */
export async function dropPortalShield(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const { p, level, energy } = await lockedPortal(trx, b, now);
  if (!shielded(p, now)) throw portalErrors.noShield();
  await storeShield(trx, b.row.id, { shield_until: null, shield_down_at: new Date(now) });
  await announceChange(trx, b.row);
  return view(p && { ...p, shield_until: null, shield_down_at: new Date(now) }, level, energy, now);
}

/** The address of another commander's portal (symbol fragments combined), with who and where; none in an empty world. */
export async function discoverAddress(trx: Trx, worldId: string, exceptBaseId: string) {
  const found = await randomPortalOf(trx, worldId, exceptBaseId);
  const base = found && (await basePosition(trx, found.base_id));
  if (!found || !base) return null;
  const commander = (await profileNames(trx, [base.profileId])).get(base.profileId) ?? '';
  return { address: found.address, commander, x: base.x, y: base.y };
}
