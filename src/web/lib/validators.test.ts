import { expect, test } from 'vitest';
import { email, password, supportMessage, terms, username } from './validators.ts';

test.each([
  ['ab', 'Username must have at least 3 characters'],
  ['a'.repeat(31), 'Username can have maximum of 30 characters'],
  ['nova_1', 'Username can contain only alphanumeric characters'],
  ['Nova1', null],
])('username %s → %s', (v, m) => expect(username(v)).toBe(m));

test.each([
  ['short1', 'Password must have at least 8 characters'],
  ['longpassword', 'Password must have at least one number'],
  ['12345678', 'Password must contain at least one character'],
  ['Secret123', null],
])('password %s → %s', (v, m) => expect(password(v)).toBe(m));

test('email, terms and the support message', () => {
  expect(email('nope')).toBe('Email must have valid format');
  expect(email('a@b.io')).toBeNull();
  expect(terms(false)).toBe('You must agree to the Terms of Service');
  expect(terms(true)).toBeNull();
  expect(supportMessage('too short')).toBe('Message minimum length is 20 and maximum length is 1000');
  expect(supportMessage('x'.repeat(1001))).toBe('Message minimum length is 20 and maximum length is 1000');
  expect(supportMessage('This is long enough to send.')).toBeNull();
});
