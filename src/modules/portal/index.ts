/** The portal: each base's address of six symbols, portal energy, its shield, opening it to another base. */
export { portalRouter } from './procedures.ts';
// items raise the shield and combine symbol fragments into an address; missions spend the energy
export { discoverAddress, portalErrors, raisePortalShield, spendPortalEnergy } from './service.ts';
// an attack through the portal (marches) opens it first; a dial refused on the other side is paid for
export { afterDial, checkDial, openPortalFrom, portalOwner, type RefusedDial, spendOnWrongAddress } from './service.ts';
// a scout report names the scouted base's portal address
export { addressOfBase } from './service.ts';
export { portalCatalogue } from './errors.ts';
