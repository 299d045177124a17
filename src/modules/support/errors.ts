import { defineErrors } from '../../platform/errors.ts';

/** The support module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: supportCatalogue, raise: supportError } = defineErrors({
  MESSAGE_LENGTH: 'Message minimum length is 20 and maximum length is 1000',
  SUBJECT_REQUIRED: 'Please give your message a subject',
  EMAIL_FORMAT: 'Email must have valid format',
  CAPTCHA_FAILED: 'Captcha verification failed, please try again',
  TICKET_NOT_FOUND: ['Ticket not found', 'NOT_FOUND'],
  TICKET_CLOSED: ['This ticket is already closed', 'CONFLICT'],
});
