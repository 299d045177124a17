import { defineErrors } from '../../platform/errors.ts';

/** The pages module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: pagesCatalogue, raise: pagesError } = defineErrors({
  PAGE_TOO_LONG: 'A page can have at most $max characters',
});
