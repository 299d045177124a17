/** What the server answers about a world's season (decision 069). */
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: seasonCatalogue, raise: seasonError } = defineErrors({
  WORLD_CLOSED: ['This world has ended: its hall of fame keeps the final rankings', 'FORBIDDEN'],
  HALL_NOT_FOUND: ['This world has no hall of fame yet', 'NOT_FOUND'],
});

export const seasonErrors = {
  worldClosed: () => seasonError('WORLD_CLOSED'),
  hallNotFound: () => seasonError('HALL_NOT_FOUND', { field: 'worldId' }),
};
