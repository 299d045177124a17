import { defineErrors } from '../../platform/errors.ts';

/** The accounts module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: accountsCatalogue, raise: accountsError } = defineErrors({
  BOT_NAME_TAKEN: ['The name $name belongs to a commander who is not a bot', 'CONFLICT'],
  REGISTRATION_FAILED: 'Registration failed',
  TEMPORARILY_BLOCKED: ['Temporarily blocked', 'FORBIDDEN'],
  ACTIVATION_FAILED: 'This activation link is invalid or has expired',
  SUBSCRIBE_FAILED: 'Error subscribing email',
  ACCOUNT_NOT_FOUND: ['Account not found', 'NOT_FOUND'],
  INVALID_CODE: 'Wrong authentication code',
  ALREADY_REVIEWED: ['This registration was already reviewed', 'CONFLICT'],
  SUSPENSION_IN_PAST: 'The end of a suspension must be in the future',
  ADMIN_UNTOUCHABLE: ['An admin account cannot be suspended', 'FORBIDDEN'],
  NOT_SUSPENDED: ['This account is not suspended', 'CONFLICT'],
  EMAIL_LINK_INVALID: 'This e-mail link is invalid or has expired',
  EMAIL_SAME: 'This is your e-mail address already',
  WRONG_PASSWORD: 'Current password is wrong',
});

/** The accounts module's refusals; messages are the spec's texts where the spec has one. */
export const accountsErrors = {
  registrationFailed: () => accountsError('REGISTRATION_FAILED'),
  temporarilyBlocked: () => accountsError('TEMPORARILY_BLOCKED'),
  activationFailed: () => accountsError('ACTIVATION_FAILED'),
  subscribeFailed: () => accountsError('SUBSCRIBE_FAILED'),
  accountNotFound: () => accountsError('ACCOUNT_NOT_FOUND'),
  invalidCode: () => accountsError('INVALID_CODE'),
  alreadyReviewed: () => accountsError('ALREADY_REVIEWED'),
  suspensionInPast: () => accountsError('SUSPENSION_IN_PAST'),
  adminUntouchable: () => accountsError('ADMIN_UNTOUCHABLE'),
  notSuspended: () => accountsError('NOT_SUSPENDED'),
};

/** Texts returned in a login result's `errors` list (not thrown: the form shows them). */
export const loginMessages = {
  wrongCredentials: 'Wrong username or password',
  wrongCode: 'Wrong authentication code',
  captcha: 'Captcha verification failed, please try again',
  pending: 'Your registration is waiting for review by the team',
  notActivated: 'Please activate your account with the link we e-mailed you',
  denied: 'Your registration was not approved',
} as const;

/** A ban has no end: it is stored as a suspension to the far future. */
export const BAN_UNTIL = new Date('9999-12-31T00:00:00Z');

/** What a suspended or banned player reads when signing in: until when, and why. */
export function suspensionMessage(until: Date, reason: string): string {
  if (until.getTime() >= BAN_UNTIL.getTime()) return `Your account is banned. Reason: ${reason}`;
  return `Your account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. Reason: ${reason}`;
}

/** Texts of the change-password form's field errors (next to the spec's password rules). */
export const passwordMessages = {
  wrongCurrent: 'Current password is wrong',
  sameAsCurrent: 'New password must differ from the current one',
} as const;
