/**
 * The built client over HTTP: pre-compressed twins chosen by Accept-Encoding, long-lived cache for
 * hashed assets, revalidation for index.html and the SPA fallback. A small fixture build stands in
 * for dist/web (written as the build writes it: brotli and gzip twins next to each file).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

const JS = `export const hello = ${JSON.stringify('ephoran '.repeat(200))};\n`;
const HTML = `<!doctype html><html><head><script type="module" src="/assets/index-AbC12345.js"></script></head><body><div id="root"></div></body></html>\n`;

let s: TestStack;
let dir: string;
let app: ReturnType<typeof createApp>;

function writeWithTwins(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  s = await createTestStack();
  dir = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(dir, 'assets'));
  writeWithTwins(join(dir, 'index.html'), HTML);
  writeWithTwins(join(dir, 'assets', 'index-AbC12345.js'), JS);
  writeFileSync(join(dir, 'assets', 'plain-XyZ98765.js'), JS); // no twins
  app = createApp(s.services, { webDir: dir });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s?.close();
});

const get = (path: string, acceptEncoding?: string) =>
  app.handle(
    new Request(`http://localhost${path}`, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }),
  );

describe('the built client', () => {
  test('a hashed asset asked for with Accept-Encoding br comes as brotli, cached for a year and immutable', async () => {
    const res = await get('/assets/index-AbC12345.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JS.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(JS);
  });

  test('a gzip-only client gets gzip; a client that refuses both, or says nothing, gets the plain file', async () => {
    const gz = await get('/assets/index-AbC12345.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JS);

    const refused = await get('/assets/index-AbC12345.js', 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Accept-Encoding');
    expect(await refused.text()).toBe(JS);

    const silent = await get('/assets/index-AbC12345.js');
    expect(silent.headers.get('content-encoding')).toBeNull();
    expect(await silent.text()).toBe(JS);
  });

  test('an asset without twins is sent as it is, still immutable', async () => {
    const res = await get('/assets/plain-XyZ98765.js', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(JS);
  });

  test('index.html, without a hash, is revalidated on every load (no-cache), and compressed too', async () => {
    for (const path of ['/', '/index.html', '/base', '/reports/abc']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html; ?charset=utf-8$/);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(HTML);
    }
  });

  test('a path outside the build never reaches the disk', async () => {
    const res = await get('/../../package.json', 'gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(await res.text()).not.toContain('ephoran-frontier');
  });

  test("the app's routes answer 200; any other path gets the app (its error page) with 404", async () => {
    const routes = [
      '/',
      '/base',
      '/BASE/',
      '/lore/3',
      '/terms/anything/at/all',
      '/profile',
      '/profile/security',
      '/profile/cores',
      '/trading/convoys',
      '/trading/black-market',
      '/research/development',
      '/reports/abc',
      '/control/player/42',
    ];
    for (const path of routes) expect((await get(path)).status, path).toBe(200);
    const unknown = [
      '/nowhere',
      '/base/extra',
      '/profile/x',
      '/profile/Security',
      '/trading/x',
      '/trading',
      '/research',
      '/control/player',
      '/favicon.ico',
      '/assets/gone-AbC12345.js',
    ];
    for (const path of unknown) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html; ?charset=utf-8$/);
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(HTML);
    }
  });
});
