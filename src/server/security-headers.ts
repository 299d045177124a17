/**
 * The headers every response carries (pages, assets, /graphql, /trpc, /health, refusals):
 * a strict Content-Security-Policy (scripts and styles only from our own origin, no inline script
 * or style element; React's `style` props go through the CSSOM, which CSP allows), no framing,
 * no MIME sniffing, no referrer, and HSTS when the request came over TLS.
 */
import { config } from '../platform/config.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // data: images, which markdown-it lets a page's text carry (the favicon is a file: /icons/favicon-64.png)
  "img-src 'self' data:",
  "font-src 'self'",
  // 'self' covers ws:/wss: to the same host (CSP 3) for the subscription socket
  "connect-src 'self'",
  // the service worker (/sw.js: alerts as notifications) and the web app manifest, from our origin
  // only; both would fall back to default-src 'self', named here so tightening that keeps them
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ALWAYS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/** True when the browser reached us over TLS: the request URL says so, or a trusted proxy does. */
export function servedOverTls(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!config.trustForwardedProto) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function securityHeaders(request: Request): Record<string, string> {
  if (!servedOverTls(request)) return ALWAYS;
  return { ...ALWAYS, 'strict-transport-security': `max-age=${config.hstsMaxAgeSeconds}; includeSubDomains` };
}

/** Sets the headers on a response (in place when its headers are mutable, else on a copy). */
export function withSecurityHeaders(request: Request, response: Response): Response {
  const headers = securityHeaders(request);
  try {
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [k, v] of Object.entries(headers)) copy.headers.set(k, v);
    return copy;
  }
}
