/**
 * Every refusal the server sends (an AppError's text in src/modules) has a German text in the
 * client's `server` bundle: the test lists any without one (none).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { de } from '../../src/web/lib/locales/de.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return files(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** The fixed texts of `new AppError('CODE', 'text' …)` (texts built from values are left out). */
function serverTexts(): Set<string> {
  const out = new Set<string>();
  for (const f of files('src/modules')) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/new AppError\(\s*'[A-Z_0-9]+',\s*(['"])((?:(?!\1).)*)\1/g)) out.add(m[2] as string);
    for (const m of text.matchAll(/new AppError\(\s*'[A-Z_0-9]+',\s*`([^`$]*)`/g)) out.add(m[1] as string);
  }
  return out;
}

test('every server message has a German text', () => {
  const texts = serverTexts();
  expect(texts.size).toBeGreaterThan(150);
  const missing = [...texts].filter((t) => !(t in de.server)).sort();
  expect(missing).toEqual([]);
});
