import { defineErrors } from '../platform/errors.ts';

/** The kernel module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: kernelCatalogue, raise: kernelError } = defineErrors({
  BASE_NOT_FOUND: ['Invalid celestial object, contact support', 'NOT_FOUND'],
  ON_VACATION: ['You are on vacation: end it to give orders', 'FORBIDDEN'],
});
