import { expect, test } from 'vitest';
import { formRules } from './form.ts';
import { password, terms, username } from './validators.ts';

type V = { username: string; password: string; terms: boolean };
const rules = formRules<V>(['username', 'password', 'terms'], { username, password, terms });

test('submit stops at the first invalid field, in field order', () => {
  expect(rules.firstInvalid({ username: 'ok1', password: 'x', terms: false })).toEqual({
    field: 'password',
    message: 'Password must have at least 8 characters',
  });
  expect(rules.firstInvalid({ username: 'Nova1', password: 'Secret123', terms: true })).toBeNull();
});

test('a change validates only the changed field; untouched fields stay quiet', () => {
  const e = rules.onChange('username', { username: 'a', password: '', terms: false }, {});
  expect(e).toEqual({ username: 'Username must have at least 3 characters' });
});

test('blur validates the field even without a change', () => {
  expect(rules.onBlur('password', { username: '', password: '', terms: false }, {})).toEqual({
    password: 'Password must have at least 8 characters',
  });
});
