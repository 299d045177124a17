/** Every browser spec takes `test` from tests/e2e/support/fixtures.ts, whose guard fails a test when a raw i18n key reaches the screen. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

test('every browser spec runs under the missing-translation guard', () => {
  const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(50);
  const unguarded = specs.filter((f) => {
    const text = readFileSync(`tests/e2e/${f}`, 'utf8');
    return (
      /from '@playwright\/test'/.test(text) ||
      !/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixtures\.ts'/.test(text)
    );
  });
  expect(unguarded).toEqual([]);
});
