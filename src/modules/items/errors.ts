import { defineErrors } from '../../platform/errors.ts';

/** The items module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: itemsCatalogue, raise: itemsError } = defineErrors({
  PURCHASE_FAILED: 'Item purchase failed',
  NO_SPEEDUPS: 'No speedups available',
  SPEED_UP_FAILED: ['Speed up failed', 'CONFLICT'],
  USE_FAILED: 'This item is used elsewhere',
  NOT_USABLE: 'This item is used at the Ephoran Vault',
  NO_ADDRESS: ['No portal answers these symbols yet, try again later', 'CONFLICT'],
  TELEPORT_FAILED: ['Teleport failed', 'CONFLICT'],
  HYPERDRIVE_FAILED: ['Hyperdrive jump failed', 'CONFLICT'],
  SHIELD_ACTIVE: ['Your protection is already active', 'CONFLICT'],
  SHIELD_REARMING: ['Cannot activate protection, you have to wait 30 minutes after disabling it', 'CONFLICT'],
});
