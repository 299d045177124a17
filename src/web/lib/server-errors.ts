/**
 * How the client reacts to each server signal of the spec's error catalogue (§8): the toast kind,
 * its text, and what happens next. Pure, so the rules are tested without a browser.
 */
export type ToastKind = 'error' | 'success' | 'warning' | 'info' | 'rewards' | 'ticket-closed';

export interface ServerSignal {
  message: string;
  code?: string | null;
}

export interface Reaction {
  kind: ToastKind;
  /** English text (the spec's); the UI translates it through the `server` namespace */
  text: string;
  /** what follows the toast */
  next?: 'clear-and-home' | 'select-profile' | 'change-password';
}

export const NETWORK_FAILURE = "Can't connect to the server right now. Please try again later.";
export const LOGIN_WITHOUT_RESULT = 'Error during login';
export const UNKNOWN = 'Unknown error, contact support';
export const PASSWORD_CHANGE_REQUIRED = 'Please set a new password before you continue.';

export function reactionFor(signal: ServerSignal | 'network'): Reaction {
  if (signal === 'network') return { kind: 'error', text: NETWORK_FAILURE };
  const { message, code } = signal;
  if (message === 'Failed to fetch') return { kind: 'error', text: NETWORK_FAILURE };
  if (message === 'Not authenticated') return { kind: 'warning', text: 'Not authenticated.', next: 'clear-and-home' };
  if (message === 'Not authorized')
    return { kind: 'warning', text: 'You tried to access a restricted section without sufficient permissions.' };
  if (message === 'Profile not selected')
    return { kind: 'warning', text: 'Please select a profile.', next: 'select-profile' };
  if (message === 'Password change required')
    return { kind: 'warning', text: PASSWORD_CHANGE_REQUIRED, next: 'change-password' };
  if (message === 'Temporarily blocked')
    return { kind: 'warning', text: 'Too many bad attempts. Account is temporarily blocked.' };
  if (code === 'RATE_LIMITED')
    return { kind: 'info', text: 'You have reached rate limit. Please try again in a few seconds.' };
  if (message === 'COMPLEXITY_REACHED' || code === 'COMPLEXITY_REACHED')
    return { kind: 'error', text: 'You have exceeded complexity limit. Please create support ticket.' };
  // malformed input names its field ('Count must be a whole number'): shown as the server says it
  if (code === 'UNKNOWN' || !message) return { kind: 'error', text: UNKNOWN };
  return { kind: 'error', text: message };
}

/** Toast durations of spec §9: 3 s by default, 15 s for errors, ticket-closed stays open. */
export function toastDuration(kind: ToastKind): number {
  if (kind === 'ticket-closed') return Number.POSITIVE_INFINITY;
  if (kind === 'error') return 15_000;
  return 3_000;
}
