/**
 * The server's VAPID key pair (Web Push's voluntary application server identification): made on
 * first start, the private half kept sealed in app_secrets like the other server secrets
 * (platform/secrets.ts), the public half derived from it. Browsers subscribe with the public key;
 * every push is signed with the private one. Losing the secrets key replaces the pair, and every
 * subscription made with the old one stops working (the push service answers 403/410, the device
 * is dropped, /profile offers to enable push again).
 */
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { Db } from '../../platform/db.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET = 'vapid-private-key';
const cache = new WeakMap<object, Promise<VapidKeys>>();

/** The public key (uncompressed P-256 point, base64url) of a private key. */
export function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** The key pair of this database (made on first use), read once per process. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = getOrCreateSecret(db, SECRET, () => webpush.generateVAPIDKeys().privateKey).then((privateKey) => ({
      privateKey,
      publicKey: publicKeyOf(privateKey),
    }));
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
