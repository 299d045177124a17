import { defineErrors } from '../../platform/errors.ts';

/** The mail module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: mailCatalogue, raise: mailError } = defineErrors({
  NO_SMTP: ['No SMTP server is configured: mail is read in this outbox', 'CONFLICT'],
  MAIL_NOT_FOUND: ['Mail not found', 'NOT_FOUND'],
  MAIL_SENT: ['This mail was delivered already', 'CONFLICT'],
});
