import { defineErrors } from '../../platform/errors.ts';

/** The chat module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: chatCatalogue, raise: chatError } = defineErrors({
  LONG_COMMENT: 'Messages can have at most $max characters',
  MUTED: ['You are muted in chat until $until UTC', 'CONFLICT'],
  COMMENT_NOT_FOUND: ['Message not found', 'NOT_FOUND'],
  OWN_COMMENT: 'You cannot report your own message',
  ALREADY_REPORTED: ['You reported this message already', 'CONFLICT'],
  NO_OPEN_REPORTS: ['This message has no open reports', 'CONFLICT'],
  SELF_MESSAGE: 'You cannot write to yourself',
  EMPTY_COMMENT: 'Write something first',
  COMMENT_PACE: ['You are writing too fast, wait a moment', 'CONFLICT'],
  CHAT_CLOSED: ['This world has ended: its chat can be read but takes no new messages', 'FORBIDDEN'],
});
