import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * Every GraphQL document of the client is one literal text: gql.tada types it from schema.graphql
 * only then, and a fragment goes in through `graphql(text, [fragment])`. A `${…}` inside the text
 * is typed as any string (so typecheck says nothing) and, with a fragment object, sends
 * "[object Object]" to the server: the cores screen did so (CI at d511469, cores-vault.spec).
 */
function documents(): { at: string; text: string }[] {
  const out: { at: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts')) {
        const s = readFileSync(p, 'utf8');
        for (const m of s.matchAll(/graphql\(\s*`([^`]*)`/g))
          out.push({ at: `${p}:${s.slice(0, m.index).split('\n').length}`, text: m[1] ?? '' });
      }
    }
  };
  walk('src/web');
  return out;
}

test('no client document is built by interpolation', () => {
  const docs = documents();
  expect(docs.length).toBeGreaterThan(0);
  expect(docs.filter((d) => d.text.includes('${')).map((d) => d.at)).toEqual([]);
});
