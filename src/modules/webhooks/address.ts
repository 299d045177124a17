/**
 * Where a webhook may post: an https (or http) URL without credentials whose host resolves only to
 * public unicast addresses — never loopback, private, link-local, carrier-grade NAT, multicast,
 * documentation, benchmarking or reserved ones, in IPv4 or IPv6 (IPv4-mapped and NAT64 forms
 * unwrapped). Checked when a leader adds one and again before every delivery (a name may be pointed
 * elsewhere later); redirects are never followed (deliver.ts). Ranges from ipaddr.js.
 *
 * `WEBHOOK_ALLOW_HOSTS` (comma-separated host:port) lets an operator, or a test, name hosts to post
 * to anyway (a webhook receiver on the same machine).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type AddressProblem = 'format' | 'private' | 'unresolved';

/** The extra IPv4 blocks ipaddr.js calls unicast: benchmarking (RFC 2544). */
const ALSO_PRIVATE = [ipaddr.parseCIDR('198.18.0.0/15')];

/** Is this literal address one anyone on the Internet could reach? */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  let addr = ipaddr.parse(text);
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) addr = v6.toIPv4Address();
    else if (v6.range() === 'rfc6052') {
      // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits
      const b = v6.toByteArray().slice(12);
      addr = new ipaddr.IPv4(b);
    }
  }
  if (addr.range() !== 'unicast') return false;
  if (addr.kind() !== 'ipv4') return true;
  const v4 = addr as ipaddr.IPv4;
  return !ALSO_PRIVATE.some((r) => v4.match(r as [ipaddr.IPv4, number]));
}

const allowedHosts = () =>
  new Set(
    (process.env.WEBHOOK_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

/** The URL parsed, if it has the shape of a webhook's (scheme, no credentials, a host, ≤ 500 characters). */
export function parseWebhookUrl(text: string): URL | null {
  if (text.length > 500) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** Why a URL may not be posted to now, or null when it may (every address its host has is public). */
export async function addressProblem(text: string): Promise<AddressProblem | null> {
  const url = parseWebhookUrl(text);
  if (!url) return 'format';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (allowedHosts().has(`${host}:${port}`)) return null;
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'private';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'private';
  let found: { address: string }[];
  try {
    found = await lookup(host, { all: true, verbatim: true });
  } catch {
    return 'unresolved';
  }
  if (found.length === 0) return 'unresolved';
  return found.every((a) => isPublicAddress(a.address)) ? null : 'private';
}
