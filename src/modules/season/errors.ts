/** What the server answers about a world's season (decision 069). */
import { defineErrors, platformError } from '../../platform/errors.ts';

export const { catalogue: seasonCatalogue, raise: seasonError } = defineErrors({
  WORLD_CLOSED: ['This world has ended: its hall of fame keeps the final rankings', 'FORBIDDEN'],
});

export const seasonErrors = {
  worldClosed: () => seasonError('WORLD_CLOSED'),
  // a world with no hall of fame (still running, or none such): the platform's "no such world"
  hallNotFound: () => platformError('WORLD_NOT_FOUND', { field: 'worldId' }),
};
