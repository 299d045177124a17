import { defineErrors } from '../../platform/errors.ts';

/** The missions module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: missionsCatalogue, raise: missionsError } = defineErrors({
  MISSION_NOT_FOUND: ['Mission not found', 'NOT_FOUND'],
  MISSION_IN_PROGRESS: ['Mission is already in progress', 'CONFLICT'],
  MISSION_FINISHED: ['Mission is already finished', 'CONFLICT'],
});
