import { defineErrors } from '../../platform/errors.ts';

/** The rewards module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: rewardsCatalogue, raise: rewardsError } = defineErrors({
  NOTHING_TO_CLAIM: ['There is nothing to claim', 'CONFLICT'],
  ALREADY_CLAIMED: ['This reward has already been claimed', 'CONFLICT'],
});
