/**
 * A stand-in for a browser's push service, on this machine: an HTTP server on a free port that takes
 * Web Push requests the way FCM or Mozilla's service would (POST to the subscription's endpoint,
 * aes128gcm body, VAPID authorization), checks the VAPID signature, and decrypts the payload with
 * the subscription's private key, as the browser would (RFC 8291, via http_ece).
 */
import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

export interface ReceivedPush {
  /** which subscription (the endpoint's last segment) */
  device: string;
  payload: {
    kind: string;
    title: string;
    body: string;
    url: string;
    tag: string;
    evade?: { marchId: string; title: string };
  };
  urgency: string | null;
  ttl: string | null;
  /** the VAPID token's claims, its signature checked against the server's public key */
  vapid: { aud: string; sub: string; publicKey: string };
}

export interface TestSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The public point of a base64url VAPID public key as a JWK, to check the token's ES256 signature. */
function jwkOf(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  return key.export({ format: 'jwk' });
}

export async function startPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  /** answers per device (default 201 Created) */
  const answers = new Map<string, number>();

  /** Takes one push as a push service would; the status it answers. */
  async function take(req: IncomingMessage, body: Buffer): Promise<number> {
    const device = new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? '';
    const sub = devices.get(device);
    if (req.method !== 'POST' || !sub) return 404;
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`content-encoding ${req.headers['content-encoding']}`);
      const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(req.headers.authorization ?? ''));
      if (!auth) throw new Error(`authorization ${req.headers.authorization}`);
      const [, token, publicKey] = auth as unknown as [string, string, string];
      const { payload: claims } = await jwtVerify(token, await importJWK(jwkOf(publicKey), 'ES256'));
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: sub.ecdh,
        authSecret: sub.auth.toString('base64url'),
      });
      received.push({
        device,
        payload: JSON.parse(plain.toString('utf8')),
        urgency: (req.headers.urgency as string | undefined) ?? null,
        ttl: (req.headers.ttl as string | undefined) ?? null,
        vapid: { aud: String(claims.aud), sub: String(claims.sub), publicKey },
      });
    } catch (err) {
      failures.push(String(err));
      return 400;
    }
    return answers.get(device) ?? 201;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void take(req, Buffer.concat(chunks)).then((status) => {
        res.statusCode = status;
        res.end();
      });
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    failures,
    /** A new browser subscription: its endpoint here, and its public key and auth secret. */
    subscribe(): TestSubscription {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    /** What this subscription's pushes are answered with from now on (410: the browser unsubscribed). */
    answer(sub: TestSubscription, status: number) {
      answers.set(sub.endpoint.split('/').pop() ?? '', status);
    },
    for: (sub: TestSubscription) => received.filter((r) => r.device === sub.endpoint.split('/').pop()),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
