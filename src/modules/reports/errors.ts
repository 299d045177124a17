import { defineErrors } from '../../platform/errors.ts';

/** The reports module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: reportsCatalogue, raise: reportsError } = defineErrors({
  REPORT_NOT_FOUND: ['Report not found', 'NOT_FOUND'],
  REPORT_SHARE_NOT_FOUND: ['No report is shared under this link', 'NOT_FOUND'],
  REPORT_SHARE_REVOKED: ['This report is no longer shared', 'NOT_FOUND'],
  REPORT_UNCLAIMED: ['Claim the rewards of this report before deleting it', 'CONFLICT'],
});
