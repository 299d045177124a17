import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { BASE_KEY } from './base-data.ts';
import { gameKey } from './query-keys.ts';

/**
 * Queries that are not a profile's game data, so their keys carry no profile: the control panel
 * (an admin has none), the public site pages, and the account's own screens (its sessions, 2-FA,
 * alert settings and devices, its list of profiles, `me` keyed by the token), a report shared by link
 * (anyone's, signed in or not).
 */
const NOT_GAME_DATA = [
  /^src\/web\/features\/control\//,
  /^src\/web\/features\/pages\//,
  // the public status page (decision 056): every world's clock, the same for anyone
  /^src\/web\/features\/status\//,
  /^src\/web\/features\/profiles\/(security|two-factor|alerts|select-profile-page)\.tsx$/,
  /^src\/web\/app\/shell\.tsx$/,
  /^src\/web\/features\/reports\/shared-report-page\.tsx$/,
];

function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
        out.push({ file: p.replace(/\\/g, '/'), text: readFileSync(p, 'utf8') });
    }
  };
  walk('src/web');
  return out;
}

/** Where a key of game data is built without the profile: a query's `queryKey:` or a cache write/read not made by gameKey. */
function keysWithoutProfile(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    // the key helpers themselves take keys their callers build (checked at the calls below)
    if (NOT_GAME_DATA.some((r) => r.test(file)) || /lib\/(query-keys|live-merge)\.ts$/.test(file)) continue;
    text.split('\n').forEach((line, i) => {
      // a filter (invalidate, cancel, refetch) matches by the name, a prefix of every profile's key: it needs no profile
      for (const m of line.matchAll(/queryKey: (.{0,20})/g)) {
        const before = line.slice(0, m.index);
        if (/(invalidate|cancel|refetch|remove|reset)Queries\(\{\s*$/.test(before)) continue;
        if (!/^(useGameKey|gameKey)\(/.test(m[1] ?? '')) found.push(`${file}:${i + 1}`);
      }
      for (const m of line.matchAll(/\.(setQueryData|getQueryData|getQueryState)(<[^(]*>)?\((.{0,20})/g)) {
        if (!/^gameKey\(/.test(m[3] ?? '')) found.push(`${file}:${i + 1}`);
      }
      for (const m of line.matchAll(/\bmergeLive(<[^(]*>)?\(\s*\w+,\s*(.{0,20})/g)) {
        if (!/^gameKey\(/.test(m[2] ?? '')) found.push(`${file}:${i + 1}`);
      }
    });
  }
  return found;
}

describe('query keys of game data', () => {
  test("carry the profile: two profiles' data never share a cache entry, and an invalidation by name reaches both", () => {
    const qc = new QueryClient();
    qc.setQueryData(gameKey('p1', BASE_KEY), { id: 'base-of-p1' });
    expect(qc.getQueryData(gameKey('p2', BASE_KEY))).toBeUndefined();
    qc.setQueryData(gameKey('p2', BASE_KEY), { id: 'base-of-p2' });
    expect(qc.getQueryData(gameKey('p1', BASE_KEY))).toEqual({ id: 'base-of-p1' });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    expect(qc.getQueryState(gameKey('p1', BASE_KEY))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(gameKey('p2', BASE_KEY))?.isInvalidated).toBe(true);
  });

  test('every query of game data in the client builds its key with the profile (gameKey / useGameKey)', () => {
    expect(keysWithoutProfile(sources())).toEqual([]);
  });

  test('the check sees a key built without the profile', () => {
    const planted = [
      {
        file: 'src/web/features/x/x.ts',
        text: "useQuery({ queryKey: ['base'], queryFn })\nqc.setQueryData(BASE_KEY, b);\nvoid qc.invalidateQueries({ queryKey: BASE_KEY });\nvoid mergeLive<M[]>(qc, MARCHES_KEY, f);\nvoid mergeLive<M[]>(qc, gameKey(p, MARCHES_KEY), f);",
      },
    ];
    expect(keysWithoutProfile(planted)).toEqual([
      'src/web/features/x/x.ts:1',
      'src/web/features/x/x.ts:2',
      'src/web/features/x/x.ts:4',
    ]);
  });
});
