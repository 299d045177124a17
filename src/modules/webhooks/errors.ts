/** What the server answers about webhooks, in the spec's style. */
import { defineErrors } from '../../platform/errors.ts';

/** The webhooks module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: webhooksCatalogue, raise: webhooksError } = defineErrors({
  WEBHOOK_BAD_URL: 'Webhook address must be an http or https URL without a user name or password',
  WEBHOOK_PRIVATE: 'Webhook address must be public: it points into a private network',
  WEBHOOK_UNRESOLVED: 'Webhook address does not resolve',
  WEBHOOK_NO_KINDS: 'Choose at least one happening to send',
  WEBHOOK_LIMIT: ['An alliance can have at most $max webhooks', 'CONFLICT'],
  WEBHOOK_NOT_LEADER: ['Only the alliance’s leader manages its webhooks', 'CONFLICT'],
  WEBHOOK_NOT_FOUND: ['Webhook not found', 'NOT_FOUND'],
});
