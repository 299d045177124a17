import { defineErrors } from '../../platform/errors.ts';

/** The portal module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: portalCatalogue, raise: portalError } = defineErrors({
  PORTAL_ENERGY: ['Portal energy limit reached', 'CONFLICT'],
  PORTAL_ADDRESS: 'Portal failed to open, address is wrong',
  PORTAL_TARGET_SHIELDED: ['Portal is protected, cannot connect', 'CONFLICT'],
  PORTAL_SHIELDED: ['Your portal is protected, cannot open', 'CONFLICT'],
  NO_PORTAL_SHIELD: ['Your protection is not active', 'CONFLICT'],
});
