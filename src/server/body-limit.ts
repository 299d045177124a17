/**
 * Request bodies of /graphql and /trpc: JSON only, and at most MAX_BODY_BYTES (decision 040). A
 * body announced bigger (Content-Length) is refused with 413 before a byte of it is read; one
 * without a length (chunked) is read up to the limit and refused there, the rest never read. What
 * passes is handed on as a Request whose body is already in memory, its media type spelled in
 * lower case (media types are case-insensitive; yoga's and tRPC's parsers compare them as written).
 */

import { type AppError, platformError } from '../platform/errors.ts';

/** Request bodies the doors accept (no forms, no multipart uploads). */
const JSON_BODY_TYPE = 'application/json';

function refusal(status: number, error: AppError, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message: error.message, extensions: { code: error.code } }] }, { status, headers });
}

export const payloadTooLarge = (maxBytes: number) =>
  refusal(413, platformError('PAYLOAD_TOO_LARGE', { maxBytes }), { connection: 'close' });

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A 415 for a POST whose body is not JSON, else null. */
function refuseNonJsonBody(request: Request): Response | null {
  const type = mediaType(request.headers.get('content-type'));
  if (type === JSON_BODY_TYPE) return null;
  return refusal(415, platformError('UNSUPPORTED_MEDIA_TYPE', { got: type || 'no content-type' }), {
    accept: JSON_BODY_TYPE,
  });
}

/** The body's bytes, or null once more than `maxBytes` arrived (the rest is not read). */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

/**
 * The request to hand on, or the refusal to answer: 415 for a POST that is not JSON, 413 for a
 * body over `maxBytes`. GET and HEAD pass as they are (their size is the URL's, which the server bounds).
 */
export async function boundedRequest(request: Request, maxBytes: number): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const refused = refuseNonJsonBody(request);
  if (refused) return refused;
  const announced = Number(request.headers.get('content-length') ?? Number.NaN);
  if (announced > maxBytes) return payloadTooLarge(maxBytes);
  const bytes = request.body ? await readAtMost(request.body, maxBytes) : new Uint8Array(new ArrayBuffer(0));
  if (!bytes) return payloadTooLarge(maxBytes);
  const headers = new Headers(request.headers);
  const params = (request.headers.get('content-type') ?? '').split(';').slice(1);
  headers.set('content-type', [JSON_BODY_TYPE, ...params].join(';'));
  headers.delete('transfer-encoding');
  headers.set('content-length', String(bytes.byteLength));
  return new Request(request.url, { method: request.method, headers, body: bytes, signal: request.signal });
}
