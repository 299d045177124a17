/** What the server answers about selective reverts (decision 065). */
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: revertsCatalogue, raise: revertError } = defineErrors({
  REVERT_NOTHING: ['No entries match: nothing to revert', 'CONFLICT'],
  REVERT_TOO_MANY: ['More than 5,000 entries match: narrow the selection', 'BAD_INPUT'],
  REVERT_WINDOW: ['The time window must end after it starts', 'BAD_INPUT'],
  REVERT_UNKNOWN_COMMANDER: ['No commander of that name in this galaxy', 'NOT_FOUND'],
});
