import { defineErrors } from '../../platform/errors.ts';

/** The vault module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: vaultCatalogue, raise: vaultError } = defineErrors({
  VAULT_START_FAILED: ['Failed to start Ephoran Vault', 'CONFLICT'],
});
