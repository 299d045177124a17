/**
 * Reports beyond the latest 50: `before` (a report id) pages back through every report, newest first,
 * each once, even while new reports arrive between pages; a cursor that is not the reader's own
 * report reads nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileReport } from '../../src/modules/reports/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const PAGE = 'query($b:ID,$f:ReportFolderName){ reports(limit:50, before:$b, folder:$f){ id data } }';
type Row = { id: string; data: string };
const page = async (token: string, before?: string, folder?: string) => {
  const r = await s.gql(PAGE, { b: before ?? null, f: folder ?? null }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.reports as Row[];
};
const n = (r: Row) => (JSON.parse(r.data) as { n: number }).n;

async function fileNotices(profileId: string, count: number, from: number) {
  const at = s.clock.now();
  for (let i = 0; i < count; i++)
    await fileReport(s.db, {
      profileId,
      kind: 'notice',
      data: { reason: 'target-gone', n: from + i, target: { x: 1, y: 1, kind: 'pirate-ship', level: 1 } },
      // two reports share each instant: the id breaks the tie
      at: at + Math.floor((from + i) / 2) * 1000,
    });
}

describe('report paging', () => {
  test('pages of 50 reach every report once, newest first, while new ones arrive', async () => {
    const p = await s.newPlayerWithProfile('Pager1');
    await fileNotices(p.profileId, 120, 0);
    const first = await page(p.token);
    expect(first).toHaveLength(50);
    expect(n(first[0]!)).toBeGreaterThanOrEqual(118);
    // five newer reports arrive while the reader looks at the first page
    await fileNotices(p.profileId, 5, 200);
    const second = await page(p.token, first.at(-1)!.id);
    const third = await page(p.token, second.at(-1)!.id);
    const fourth = await page(p.token, third.at(-1)!.id);
    expect([second.length, third.length, fourth.length]).toEqual([50, 20, 0]);
    const seen = [...first, ...second, ...third].map(n);
    expect(new Set(seen).size).toBe(120);
    // newest first across the pages: never a newer report after an older one
    const at = [...first, ...second, ...third].map((r) => Math.floor(n(r) / 2));
    for (let i = 1; i < at.length; i++) expect(at[i]!).toBeLessThanOrEqual(at[i - 1]!);
    // the newest page still shows the newcomers first
    expect((await page(p.token)).slice(0, 5).map(n).sort()).toEqual([200, 201, 202, 203, 204]);
  });

  test('a folder pages on its own', async () => {
    const p = await s.newPlayerWithProfile('Pager2');
    await fileNotices(p.profileId, 60, 0);
    const first = await page(p.token, undefined, 'system');
    const second = await page(p.token, first.at(-1)!.id, 'system');
    expect(first.length + second.length).toBe(60);
    expect(await page(p.token, first.at(-1)!.id, 'combat')).toEqual([]);
  });

  test("another commander's report as the cursor reads nothing; a cursor that is no id is refused", async () => {
    const a = await s.newPlayerWithProfile('Pager3');
    const b = await s.newPlayerWithProfile('Pager4');
    await fileNotices(a.profileId, 3, 0);
    await fileNotices(b.profileId, 3, 1000);
    const theirs = (await page(b.token))[0]!.id;
    expect(await page(a.token, theirs)).toEqual([]);
    const bad = await s.gql(PAGE, { b: 'nope' }, a.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});
