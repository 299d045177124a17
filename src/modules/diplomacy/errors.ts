/** What the server answers about diplomacy (decision 070). */
import { PACT_REFUSAL } from '../../game/index.ts';
import { defineErrors } from '../../platform/errors.ts';

/** The diplomacy module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: diplomacyCatalogue, raise: diplomacyError } = defineErrors({
  DIPLOMACY_LEADER_ONLY: ['Only the alliance leader can conduct diplomacy', 'FORBIDDEN'],
  DIPLOMACY_SAME_ALLIANCE: 'An alliance has no relations with itself',
  DIPLOMACY_UNKNOWN_ALLIANCE: ['There is no alliance of that TAG in this world', 'NOT_FOUND'],
  DIPLOMACY_IN_FORCE: ['This relation is already in force', 'CONFLICT'],
  DIPLOMACY_WAITING: ['A proposal between your alliances is already waiting', 'CONFLICT'],
  DIPLOMACY_NOT_AVAILABLE: ['Relation not available', 'CONFLICT'],
  PACT_IN_FORCE: [PACT_REFUSAL, 'CONFLICT'],
});

export const diplomacyErrors = {
  leaderOnly: () => diplomacyError('DIPLOMACY_LEADER_ONLY'),
  same: () => diplomacyError('DIPLOMACY_SAME_ALLIANCE', { field: 'tag' }),
  unknown: () => diplomacyError('DIPLOMACY_UNKNOWN_ALLIANCE', { field: 'tag' }),
  inForce: () => diplomacyError('DIPLOMACY_IN_FORCE'),
  waiting: () => diplomacyError('DIPLOMACY_WAITING'),
  notAvailable: () => diplomacyError('DIPLOMACY_NOT_AVAILABLE'),
  pact: () => diplomacyError('PACT_IN_FORCE'),
};
