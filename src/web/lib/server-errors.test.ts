import { describe, expect, test } from 'vitest';
import { reactionFor, toastDuration } from './server-errors.ts';

describe('reactions to the server signals of the error catalogue', () => {
  test.each([
    [{ message: 'Not authenticated' }, { kind: 'warning', text: 'Not authenticated.', next: 'clear-and-home' }],
    [
      { message: 'Not authorized' },
      { kind: 'warning', text: 'You tried to access a restricted section without sufficient permissions.' },
    ],
    [
      { message: 'Profile not selected' },
      { kind: 'warning', text: 'Please select a profile.', next: 'select-profile' },
    ],
    [
      { message: 'Temporarily blocked' },
      { kind: 'warning', text: 'Too many bad attempts. Account is temporarily blocked.' },
    ],
    [
      { message: 'Password change required' },
      { kind: 'warning', text: 'Please set a new password before you continue.', next: 'change-password' },
    ],
    [
      { message: 'Rate limited', code: 'RATE_LIMITED' },
      { kind: 'info', text: 'You have reached rate limit. Please try again in a few seconds.' },
    ],
    [
      { message: 'COMPLEXITY_REACHED' },
      { kind: 'error', text: 'You have exceeded complexity limit. Please create support ticket.' },
    ],
    [
      { message: 'Failed to fetch' },
      { kind: 'error', text: "Can't connect to the server right now. Please try again later." },
    ],
    [
      { message: 'Error creating profile', code: 'PROFILE_CREATE_FAILED' },
      { kind: 'error', text: 'Error creating profile' },
    ],
    [
      { message: 'whatever', code: 'UNKNOWN' },
      { kind: 'error', text: 'Unknown error, contact support' },
    ],
    [
      { message: 'Count must be a whole number', code: 'BAD_INPUT' },
      { kind: 'error', text: 'Count must be a whole number' },
    ],
  ])('%j → %j', (signal, reaction) => {
    expect(reactionFor(signal)).toEqual(reaction);
  });

  test('a network failure is an error toast', () => {
    expect(reactionFor('network').text).toBe("Can't connect to the server right now. Please try again later.");
  });

  test('toasts last 3 s, errors 15 s, ticket-closed never closes by itself', () => {
    expect(toastDuration('success')).toBe(3000);
    expect(toastDuration('info')).toBe(3000);
    expect(toastDuration('error')).toBe(15000);
    expect(toastDuration('ticket-closed')).toBe(Number.POSITIVE_INFINITY);
  });
});
