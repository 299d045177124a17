import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defineErrors, joinCatalogues } from '../platform/errors.ts';
import { de } from '../web/lib/locales/de.ts';
import { REACTIONS } from '../web/lib/server-errors.ts';
import { errorCatalogue, errorCodes } from './errors.ts';
import { printedSchema } from './schema.ts';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });

describe('the error catalogue', () => {
  test('a code defined in two catalogues stops the join', () => {
    const a = defineErrors({ SAME: 'One text' }).catalogue;
    const b = defineErrors({ SAME: 'Another text' }).catalogue;
    expect(() => joinCatalogues(a, b)).toThrow('Error code SAME is defined twice');
  });

  test('a refusal takes its text and family from its one definition, values filled in', () => {
    const { raise } = defineErrors({ FULL: ['The rally has room for $room more units', 'CONFLICT'] });
    const e = raise('FULL', { room: 12 });
    expect([e.code, e.message, e.family, e.details]).toEqual([
      'FULL',
      'The rally has room for 12 more units',
      'CONFLICT',
      { room: 12 },
    ]);
  });

  test('only the platform makes an AppError: every module raises by code from its catalogue', () => {
    const makers = ['src/modules', 'src/kernel', 'src/server'].flatMap(files).filter((f) => {
      return readFileSync(f, 'utf8').includes('new AppError(');
    });
    expect(makers).toEqual([]);
  });

  test("the schema's ErrorCode enum lists every catalogue code", () => {
    const enumBody = /enum ErrorCode \{([^}]*)\}/.exec(printedSchema())?.[1] ?? '';
    const values = [...enumBody.matchAll(/^\s+([A-Z][A-Z0-9_]*)$/gm)].map((m) => m[1]);
    expect(values).toEqual(errorCodes);
  });

  test('every code has a client reaction, in the server’s words where the client has none of its own', () => {
    const own = new Set(
      Object.entries(REACTIONS)
        .filter(([, r]) => r.always || r.namesField)
        .map(([c]) => c),
    );
    own.add('UNKNOWN');
    for (const code of errorCodes) {
      const reaction = REACTIONS[code];
      expect(reaction, code).toBeDefined();
      if (!own.has(code)) expect(reaction.text, code).toBe(errorCatalogue[code].message);
    }
    expect(Object.keys(REACTIONS).sort()).toEqual(errorCodes);
  });

  test('every code has an English and a German client text', () => {
    const german = de.server as Record<string, string>;
    const missing = errorCodes.filter((code) => !REACTIONS[code].text || !german[REACTIONS[code].text]);
    expect(missing).toEqual([]);
    // a placeholder of the English text is kept in the German one
    for (const code of errorCodes) {
      const en = REACTIONS[code].text;
      const places = (s: string) => [...s.matchAll(/\$[a-zA-Z]+/g)].map((m) => m[0]).sort();
      expect(places(german[en] ?? ''), code).toEqual(places(en));
    }
  });
});
