/**
 * This browser as a receiver of alerts: asks for notification permission (only ever from a click),
 * subscribes with the server's VAPID key through the service worker, and says what it is now.
 */
import { registerServiceWorker, serviceWorkerSupported } from '../../lib/service-worker.ts';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = () =>
  serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** The base64url key as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const sameKey = (sub: PushSubscription, key: Uint8Array) => {
  const k = sub.options.applicationServerKey;
  if (!k) return false;
  const a = new Uint8Array(k);
  return a.length === key.length && a.every((v, i) => v === key[i]);
};

export class PushRefused extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'failed') {
    super(reason);
  }
}

/**
 * Call from a click: permission, service worker, subscription (a new one when the server's key
 * changed). Returns what the server needs to know.
 */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<{ endpoint: string; p256dh: string; auth: string }> {
  if (!pushSupported()) throw new PushRefused('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('denied');
  const reg = await registerServiceWorker();
  if (!reg) throw new PushRefused('failed');
  const key = keyBytes(publicKey);
  try {
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub, key)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = sub.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushRefused('failed');
    return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
  } catch (err) {
    if (err instanceof PushRefused) throw err;
    throw new PushRefused('failed');
  }
}
