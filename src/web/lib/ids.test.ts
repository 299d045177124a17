import { expect, test } from 'vitest';
import { isUuid } from './ids.ts';

test('a UUID is an id; anything else in an address is not', () => {
  expect(isUuid('3f1c2a4e-8b7d-4c1e-9a0b-1234567890ab')).toBe(true);
  expect(isUuid('3F1C2A4E-8B7D-4C1E-9A0B-1234567890AB')).toBe(true);
  for (const bad of [
    'abc',
    '',
    '1',
    '3f1c2a4e-8b7d-4c1e-9a0b-1234567890abc',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    undefined,
    null,
  ])
    expect(isUuid(bad)).toBe(false);
});
