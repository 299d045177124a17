import { describe, expect, test } from 'vitest';
import { fillText, reactionFor, toastDuration } from './server-errors.ts';

describe('reactions to the server signals of the error catalogue', () => {
  test.each([
    [
      { message: 'Not authenticated', code: 'NOT_AUTHENTICATED' },
      { kind: 'warning', text: 'Not authenticated.', next: 'clear-and-home', always: true },
    ],
    [
      { message: 'Not authorized', code: 'NOT_AUTHORIZED' },
      {
        kind: 'warning',
        text: 'You tried to access a restricted section without sufficient permissions.',
        always: true,
      },
    ],
    [
      { message: 'Profile not selected', code: 'PROFILE_NOT_SELECTED' },
      { kind: 'warning', text: 'Please select a profile.', next: 'select-profile', always: true },
    ],
    [
      { message: 'Temporarily blocked', code: 'TEMPORARILY_BLOCKED' },
      { kind: 'warning', text: 'Too many bad attempts. Account is temporarily blocked.', always: true },
    ],
    [
      { message: 'Password change required', code: 'PASSWORD_CHANGE_REQUIRED' },
      {
        kind: 'warning',
        text: 'Please set a new password before you continue.',
        next: 'change-password',
        always: true,
      },
    ],
    [
      { message: 'Rate limited', code: 'RATE_LIMITED' },
      { kind: 'info', text: 'You have reached rate limit. Please try again in a few seconds.', always: true },
    ],
    [
      { message: 'COMPLEXITY_REACHED', code: 'COMPLEXITY_REACHED' },
      { kind: 'error', text: 'You have exceeded complexity limit. Please create support ticket.', always: true },
    ],
    [
      { message: 'Failed to fetch', code: 'NETWORK' },
      { kind: 'error', text: "Can't connect to the server right now. Please try again later.", always: true },
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
      { kind: 'error', text: 'Count must be a whole number', namesField: true },
    ],
  ])('%j → %j', (signal, reaction) => {
    expect(reactionFor(signal)).toEqual(reaction);
  });

  test('the reaction follows the code, never the English message', () => {
    expect(reactionFor({ message: 'Not authenticated', code: 'QUEUE_FULL' }).text).toBe('Queues are full');
    expect(reactionFor({ message: 'Queues are full', code: 'NOT_AUTHENTICATED' }).next).toBe('clear-and-home');
    expect(reactionFor({ message: 'Not authenticated' })).toEqual({ kind: 'error', text: 'Not authenticated' });
  });

  test('a text with values is filled from the refusal details', () => {
    const r = reactionFor({
      message: 'The rally has room for 12 more units',
      code: 'RALLY_FULL',
      details: { room: 12 },
    });
    expect(fillText(r.text, { room: 12 })).toBe('The rally has room for 12 more units');
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
