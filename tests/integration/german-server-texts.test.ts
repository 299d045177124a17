/**
 * Every refusal the server sends (each code of the error catalogue, src/server/errors.ts) reaches
 * the player as a text that has a German version in the client's `server` bundle: the catalogue's
 * own text, or the client's where it says it in its own words (sessions, limits). The test lists
 * any without one (none).
 */
import { expect, test } from 'vitest';
import { errorCatalogue } from '../../src/server/errors.ts';
import { de } from '../../src/web/lib/locales/de.ts';
import { REACTIONS } from '../../src/web/lib/server-errors.ts';

test('every server message has a German text', () => {
  const codes = Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[];
  expect(codes.length).toBeGreaterThan(150);
  const missing = codes.filter((c) => !(REACTIONS[c].text in de.server)).map((c) => `${c}: ${REACTIONS[c].text}`);
  expect(missing).toEqual([]);
});
