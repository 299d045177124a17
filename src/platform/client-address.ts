/**
 * The client's address, for rate limits and sign-in blocks. X-Forwarded-For is believed only as
 * far as it was written by a configured proxy (TRUSTED_PROXIES): starting from the peer (the TCP
 * connection's address) each hop is trusted only when the hop before it is a trusted proxy; the
 * first untrusted address is the client. With no trusted proxies the peer is the client and the
 * header is ignored, so a client cannot pick its own key by sending the header.
 */
import proxyaddr from 'proxy-addr';

export type ClientAddress = (request: Request, peer: string | null) => string;

/** Compiles the trusted list once (IPs or CIDRs, v4 or v6; `loopback`, `linklocal`, `uniquelocal` too). */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddress {
  const trust = trustedProxies.length > 0 ? proxyaddr.compile([...trustedProxies]) : () => false;
  return (request, peer) => {
    if (!peer) return 'unknown';
    const forwarded = request.headers.get('x-forwarded-for');
    // proxy-addr reads a Node request: the peer address and the header are all it looks at
    const req = {
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    };
    return normalise(proxyaddr(req as never, trust));
  };
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, so one client has one key whichever way it connected. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
