import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, visit } from 'graphql';
import { expect, test } from 'vitest';
import { config } from '../platform/config.ts';

/**
 * The bounds of decision 040 are sized to the web client: every operation it sends (each
 * `graphql(…)` document of src/web with the fragments it spreads, joined as `documentText` joins
 * them) must stay well inside the character and selection bounds, or a screen would be refused.
 */
function clientOperations(): { at: string; text: string }[] {
  const sources: { at: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts')) {
        const s = readFileSync(p, 'utf8');
        for (const m of s.matchAll(/graphql\(\s*(`[^`]*`|'[^']*'|"[^"]*")/g))
          sources.push({ at: p, text: (m[1] ?? '').slice(1, -1) });
      }
    }
  };
  walk('src/web');
  const fragments = new Map<string, string>();
  for (const d of sources) for (const m of d.text.matchAll(/fragment\s+(\w+)\s+on/g)) fragments.set(m[1] ?? '', d.text);
  const withFragments = (text: string) => {
    const used = new Set<string>();
    const parts = [text];
    const todo = [text];
    while (todo.length > 0) {
      for (const m of (todo.pop() ?? '').matchAll(/\.\.\.(\w+)/g)) {
        const f = fragments.get(m[1] ?? '');
        if (f && !used.has(m[1] ?? '')) {
          used.add(m[1] ?? '');
          parts.push(f);
          todo.push(f);
        }
      }
    }
    return parts.join('\n');
  };
  return sources
    .filter((d) => /^\s*(query|mutation|subscription|\{)/.test(d.text))
    .map((d) => ({ at: d.at, text: withFragments(d.text) }));
}

const selections = (text: string) => {
  let n = 0;
  visit(parse(text), {
    [Kind.FIELD]: () => void n++,
    [Kind.FRAGMENT_SPREAD]: () => void n++,
    [Kind.INLINE_FRAGMENT]: () => void n++,
  });
  return n;
};

test('every operation of the web client fits the document bounds with room to spare', () => {
  const ops = clientOperations();
  expect(ops.length).toBeGreaterThan(100);
  const longest = Math.max(...ops.map((o) => o.text.length));
  const most = Math.max(...ops.map((o) => selections(o.text)));
  console.info(`client operations: ${ops.length}, longest ${longest} characters, most selections ${most}`);
  // a quarter of the bound at most: a screen may grow without meeting it
  expect(longest).toBeLessThan(config.graphqlMaxQueryChars / 4);
  expect(most).toBeLessThan(config.graphqlMaxFields / 4);
});
