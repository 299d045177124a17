/**
 * The guest's first load: what JavaScript the home page moves, measured as the browser receives it
 * (encoded bytes on the wire) and as a gzip-only client would (the server's .gz files). Budget:
 * 150 KB gzipped. The figures per file go to test-results/first-load.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

const BUDGET_GZIP = 150_000; // bytes

test('the guest home page loads at most 150 KB of JavaScript gzipped, served compressed', async ({ page, request }) => {
  const scripts: { url: string; encoding: string; wire: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      url: response.url(),
      encoding: response.headers()['content-encoding'] ?? 'identity',
      wire: response
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
    });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Request Access' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const rows: {
    file: string;
    browserEncoding: string;
    browserWire: number;
    gzipEncoding: string;
    gzipWire: number;
    raw: number;
    gzip9: number;
    brotli11: number;
  }[] = [];
  for (const s of scripts) {
    const raw = await (await request.get(s.url, { headers: { 'accept-encoding': 'identity' } })).body();
    const gz = await request.get(s.url, { headers: { 'accept-encoding': 'gzip' } });
    rows.push({
      file: new URL(s.url).pathname,
      browserEncoding: s.encoding,
      browserWire: await s.wire,
      gzipEncoding: gz.headers()['content-encoding'] ?? 'identity',
      gzipWire: Number(gz.headers()['content-length']),
      raw: raw.length,
      gzip9: gzipSync(raw, { level: 9 }).length,
      brotli11: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  const sum = (k: 'browserWire' | 'gzipWire' | 'raw' | 'gzip9' | 'brotli11') => rows.reduce((a, r) => a + r[k], 0);
  const totals = {
    files: rows.length,
    raw: sum('raw'),
    gzipWire: sum('gzipWire'),
    browserWire: sum('browserWire'),
    gzip9: sum('gzip9'),
    brotli11: sum('brotli11'),
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/first-load.json', JSON.stringify({ totals, rows }, null, 2));
  console.log('first load JS', JSON.stringify(totals));

  expect(rows.length).toBeGreaterThan(0);
  // the browser asked for brotli and got it; a gzip-only client gets gzip (a file too small to
  // gain from compression may come as it is)
  for (const r of rows.filter((x) => x.raw >= 1024)) {
    expect(r.browserEncoding, r.file).toBe('br');
    expect(r.gzipEncoding, r.file).toBe('gzip');
  }
  // and the whole first load fits the budget
  expect(totals.gzipWire).toBeLessThanOrEqual(BUDGET_GZIP);
  expect(totals.browserWire).toBeLessThanOrEqual(BUDGET_GZIP);
});

test("the game's texts, loaded after the first load, follow a change of language and a reload", async ({ page }) => {
  await newCommander(page, 'Lingo');
  await expect(page.getByRole('heading', { level: 1, name: 'Base' })).toBeVisible();
  await expect(page.getByText('Command Center').first()).toBeVisible();
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Basis' })).toBeVisible();
  await expect(page.getByText('Kommandozentrale').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Basis' })).toBeVisible();
  await expect(page.getByText('Kommandozentrale').first()).toBeVisible();
});
