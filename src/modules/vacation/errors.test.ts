import { expect, test } from 'vitest';
import { de } from '../../web/lib/locales/de.ts';
import { VACATION_TEXTS } from './errors.ts';

test('every vacation answer has a German text', () => {
  const server = (de as unknown as { server: Record<string, string> }).server;
  expect(VACATION_TEXTS.filter((t) => !server[t])).toEqual([]);
});
