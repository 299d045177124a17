/**
 * Sends one Web Push: web-push encrypts the payload for the browser's keys (RFC 8291, aes128gcm)
 * and signs the request with our VAPID key; we post it ourselves with a timeout, so a slow push
 * service costs a job at most `PUSH_TIMEOUT_MS`, never a lock (alerts are sent by a job after the
 * timeline's transaction committed).
 */
import webpush from 'web-push';
import { config } from '../../platform/config.ts';
import type { VapidKeys } from './vapid.ts';

export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an alert for a device that is off (seconds). */
const TTL_SECONDS = 6 * 3600;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker receives (sw.js shows it and opens `url` when tapped). */
export interface PushPayload {
  kind: string;
  title: string;
  body: string;
  url: string;
  /** one notification per alert: a repeat replaces, never stacks */
  tag: string;
  /** an attack on its way: the notification's "Evade now" action (fleet orders' evadeNow, issue 30) */
  evade?: { marchId: string; title: string };
  /** an operation's reminder: the notification's "Launch as planned" action, armed for the launch second */
  launch?: { operationId: string; launchAt: number; title: string };
}

export type PushOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  keys: VapidKeys,
  urgency: 'high' | 'normal' = 'normal',
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: TTL_SECONDS,
        urgency,
      },
    );
  } catch (err) {
    // keys the browser should never have sent: the device cannot be reached
    return { ok: false, gone: true, error: `bad subscription: ${err instanceof Error ? err.message : String(err)}` };
  }
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true };
    // 404/410: the subscription expired or was withdrawn (anything else is kept, with its error)
    return { ok: false, gone: res.status === 404 || res.status === 410, error: `push service answered ${res.status}` };
  } catch (err) {
    return { ok: false, gone: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}
