/** What the server answers about the war room and shared intelligence (decision 070). */
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: warroomCatalogue, raise: warroomError } = defineErrors({
  INTEL_KIND: 'Only scout and battle reports are shared with the alliance',
  INTEL_NOT_FOUND: ['Report not available', 'NOT_FOUND'],
});

export const warroomErrors = {
  kind: () => warroomError('INTEL_KIND', { field: 'reportId' }),
  notFound: () => warroomError('INTEL_NOT_FOUND', { field: 'reportId' }),
};
