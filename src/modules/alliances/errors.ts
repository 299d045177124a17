import { defineErrors } from '../../platform/errors.ts';

/** The alliances module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: alliancesCatalogue, raise: alliancesError } = defineErrors({
  NO_EMBASSY: 'You need an alliance embassy',
  ALREADY_MEMBER: ['You are already in an alliance', 'CONFLICT'],
  BAD_NAME: 'Alliance name must have 3 to 30 letters, digits or spaces',
  BAD_TAG: 'Alliance TAG must have 2 to 5 letters or digits',
  NAME_TAKEN: ['This alliance name or TAG is already taken', 'CONFLICT'],
  ALLIANCE_NOT_FOUND: ['Alliance not found', 'NOT_FOUND'],
  ALREADY_APPLIED: ['You already applied to this alliance', 'CONFLICT'],
  NO_APPLICATION: ['This application is no longer open', 'CONFLICT'],
  ROLE_NOT_ALLOWED: ['Your alliance role does not allow this', 'CONFLICT'],
});
