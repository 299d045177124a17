import { expect, test } from 'vitest';
import { de } from '../../web/lib/locales/de.ts';
import { SITTING_TEXTS } from './errors.ts';

test('every sitting answer has a German text', () => {
  const server = (de as unknown as { server: Record<string, string> }).server;
  expect(SITTING_TEXTS.filter((t) => !server[t])).toEqual([]);
});
