/**
 * The built client (dist/web) over HTTP. The build writes a brotli (.br) and a gzip (.gz) twin of
 * every text asset; a request gets the twin its Accept-Encoding prefers (brotli first), with the
 * original's Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`. Hashed files under
 * /assets/ never change: a year, immutable. Everything else, index.html and the SPA fallback
 * included, is revalidated on every load (`no-cache`), so a new build reaches the browser at once.
 * A path that is no file falls back to the app, with 200 when the client has a screen there (its
 * route list, src/web/app/route-paths.ts) and 404 otherwise (the app then shows its error page).
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import Negotiator from 'negotiator';
import { isRoutePath } from '../web/app/route-paths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
const PREFERRED = ['br', 'gzip', 'identity'];

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file to send for `file`: its best pre-compressed twin the client accepts, else itself. */
function negotiate(file: string, acceptEncoding: string | null): { path: string; encoding: string | null } {
  const available = TWINS.filter((t) => isFile(file + t.suffix)).map((t) => t.encoding);
  if (available.length === 0) return { path: file, encoding: null };
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? undefined } });
  // negotiator 1.x breaks ties by `preferred` (brotli first); @types/negotiator 0.6 does not know the option yet
  const encoding = negotiator.encoding.bind(negotiator) as (
    available: string[],
    opts: { preferred: string[] },
  ) => string | undefined;
  const chosen = encoding([...available, 'identity'], { preferred: PREFERRED });
  const twin = TWINS.find((t) => t.encoding === chosen);
  return twin ? { path: file + twin.suffix, encoding: twin.encoding } : { path: file, encoding: 'identity' };
}

function send(file: string, acceptEncoding: string | null, headers: Record<string, string>, status = 200): Response {
  const { path, encoding } = negotiate(file, acceptEncoding);
  const out = new Headers(headers);
  out.set('content-type', headers['content-type'] ?? (Bun.file(file).type || 'application/octet-stream'));
  if (encoding) out.set('vary', 'Accept-Encoding');
  if (encoding && encoding !== 'identity') out.set('content-encoding', encoding);
  return new Response(Bun.file(path), { status, headers: out });
}

/** Serves `pathname` from `webDir`, falling back to index.html: 200 for the app's routes, 404 for any other path. */
export function serveStatic(webDir: string, pathname: string, acceptEncoding: string | null): Response {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const file = join(webDir, safe);
  if (file.startsWith(webDir) && safe !== '/' && !file.endsWith('/') && isFile(file)) {
    return send(file, acceptEncoding, { 'cache-control': safe.startsWith('/assets/') ? IMMUTABLE : REVALIDATE });
  }
  // deep links fall back to the app; an unknown path gets it too (it shows its error page), with 404
  return serveApp(webDir, acceptEncoding, isRoutePath(pathname) ? 200 : 404);
}

/** The app's page (index.html) with `status`: a route that knows its answer (a shared report's link: 410 gone). */
export function serveApp(webDir: string, acceptEncoding: string | null, status: number): Response {
  const index = join(webDir, 'index.html');
  if (!existsSync(index)) return new Response('The web client is not built yet: run `bun run build`.', { status: 503 });
  return send(
    index,
    acceptEncoding,
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE },
    status,
  );
}
