import { AppError } from '../../platform/errors.ts';

/** The accounts module's refusals; messages are the spec's texts where the spec has one. */
export const accountsErrors = {
  registrationFailed: () => new AppError('REGISTRATION_FAILED', 'Registration failed'),
  temporarilyBlocked: () => new AppError('TEMPORARILY_BLOCKED', 'Temporarily blocked', 'FORBIDDEN'),
  activationFailed: () => new AppError('ACTIVATION_FAILED', 'This activation link is invalid or has expired'),
  subscribeFailed: () => new AppError('SUBSCRIBE_FAILED', 'Error subscribing email'),
  accountNotFound: () => new AppError('ACCOUNT_NOT_FOUND', 'Account not found', 'NOT_FOUND'),
  invalidCode: () => new AppError('INVALID_CODE', 'Wrong authentication code'),
  alreadyReviewed: () => new AppError('ALREADY_REVIEWED', 'This registration was already reviewed', 'CONFLICT'),
  suspensionInPast: () => new AppError('SUSPENSION_IN_PAST', 'The end of a suspension must be in the future'),
  adminUntouchable: () => new AppError('ADMIN_UNTOUCHABLE', 'An admin account cannot be suspended', 'FORBIDDEN'),
  notSuspended: () => new AppError('NOT_SUSPENDED', 'This account is not suspended', 'CONFLICT'),
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
