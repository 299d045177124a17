/**
 * GET /opendata (the index) and /opendata/{worldId}/{file}: each world's public dump, no login.
 * Served as stored, with a strong ETag (a 304 when the client has it) and caching until the next
 * hourly generation, so fan tools polling it cost one row read at most.
 */
import { dumpFile, dumpIndex, OPEN_DATA_FILES, OPEN_DATA_REFRESH_MS } from '../modules/opendata/index.ts';
import type { Db } from '../platform/db.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPES: Record<string, string> = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' };

const notFound = () =>
  Response.json(
    { errors: [{ message: 'No such open data file', extensions: { code: 'NOT_FOUND' } }] },
    { status: 404, headers: { 'cache-control': 'public, max-age=60' } },
  );

export async function answerOpenData(db: Db, path: string, request: Request, now: number): Promise<Response> {
  const parts = path
    .replace(/^\/opendata\/?/, '')
    .split('/')
    .filter(Boolean);
  if (parts.length === 0)
    return Response.json(
      { version: 1, worlds: await dumpIndex(db) },
      { headers: { 'cache-control': 'public, max-age=60' } },
    );
  const [worldId, name] = parts;
  if (parts.length !== 2 || !worldId || !UUID.test(worldId) || !OPEN_DATA_FILES.includes(name as never))
    return notFound();
  const file = await dumpFile(db, worldId, name as string);
  if (!file) return notFound();
  const next = file.generated_at.getTime() + OPEN_DATA_REFRESH_MS;
  const maxAge = Math.max(60, Math.ceil((next - now) / 1000));
  const headers = {
    etag: file.etag,
    'last-modified': file.generated_at.toUTCString(),
    'cache-control': `public, max-age=${maxAge}`,
    'access-control-allow-origin': '*',
  };
  const sent = request.headers.get('if-none-match');
  if (sent && sent.split(',').some((t) => t.trim() === file.etag)) return new Response(null, { status: 304, headers });
  const ext = (name as string).split('.').pop() as string;
  return new Response(file.content, { headers: { ...headers, 'content-type': TYPES[ext] as string } });
}
