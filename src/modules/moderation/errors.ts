import { defineErrors } from '../../platform/errors.ts';

/** The moderation module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: moderationCatalogue, raise: moderationError } = defineErrors({
  NOTHING_TO_CHANGE: 'Name at least one amount to change',
  FLEETS_AROUND: ['A fleet of this commander is away or one is coming: move the base when none is', 'CONFLICT'],
});
