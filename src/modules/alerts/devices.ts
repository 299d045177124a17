/**
 * The browsers a commander receives alerts on: a Web Push subscription each (its push service's
 * endpoint and the browser's keys), added from /profile on that browser, removable from any.
 * An endpoint must be an https address of a known push service (`PUSH_SERVICES`): the server
 * posts to it, so it may name nothing else (no requests to internal addresses on a player's say).
 */
import Bowser from 'bowser';
import { config } from '../../platform/config.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import type { AlertLanguage } from './kinds.ts';
import { alertsErrors } from './errors.ts';
import { countDevices, type DeviceRow, deleteDevice, devicesOf, lockDevicesOf, upsertDevice } from './repo.ts';

export const MAX_DEVICES = 10;

export interface DeviceView {
  id: string;
  endpoint: string;
  browser: string | null;
  os: string | null;
  createdAt: Date;
  lastSentAt: Date | null;
  failing: boolean;
}

const deviceView = (d: DeviceRow): DeviceView => {
  const ua = d.user_agent ? Bowser.parse(d.user_agent) : null;
  return {
    id: d.id,
    endpoint: d.endpoint,
    browser: ua?.browser.name ?? null,
    os: ua?.os.name ?? null,
    createdAt: d.created_at,
    lastSentAt: d.last_sent_at,
    failing: d.last_error !== null,
  };
};

/**
 * Does `endpoint` name one of the allowed push services? An entry is an origin, compared by scheme,
 * host and port exactly: `https://fcm.googleapis.com` (no port: the scheme's default port only, so
 * `https://fcm.googleapis.com:3401/…` is refused), `https://*.push.apple.com` (any subdomain),
 * `http://127.0.0.1:8085` (that port), `http://127.0.0.1:*` (any port: the tests' stand-in push
 * service listens on a free one). An entry of another shape allows nothing.
 */
export function isPushService(endpoint: string, allowed: readonly string[] = config.pushServices): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowed.some((entry) => {
    const m = /^(https?):\/\/(\*\.)?([^/:*]+)(?::(\d+|\*))?$/.exec(entry);
    if (!m) return false;
    const [, scheme, wild, host, port] = m;
    if (url.protocol !== `${scheme}:`) return false;
    // URL leaves `port` empty for the scheme's default (`:443` on https included)
    const wantPort = port === undefined || Number(port) === DEFAULT_PORT[scheme ?? ''] ? '' : port;
    if (port !== '*' && url.port !== wantPort) return false;
    const h = url.hostname.toLowerCase();
    const want = (host ?? '').toLowerCase();
    return wild ? h.endsWith(`.${want}`) : h === want;
  });
}
const DEFAULT_PORT: Record<string, number> = { http: 80, https: 443 };

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const bytes = (s: string) => (base64url.test(s) ? Buffer.from(s, 'base64url').length : -1);

export async function addDevice(
  trx: Trx,
  profileId: string,
  input: { endpoint: string; p256dh: string; auth: string; language: AlertLanguage },
  userAgent: string,
  now: number,
): Promise<DeviceView> {
  if (!isPushService(input.endpoint)) throw alertsErrors.endpoint();
  // an uncompressed P-256 point, and the 16-byte auth secret (RFC 8291)
  if (bytes(input.p256dh) !== 65 || Buffer.from(input.p256dh, 'base64url')[0] !== 4) throw alertsErrors.keys('p256dh');
  if (bytes(input.auth) !== 16) throw alertsErrors.keys('auth');
  // counted and added under the commander's devices lock: thirty browsers at once stop at the cap
  await lockDevicesOf(trx, profileId);
  const known = (await devicesOf(trx, profileId)).some((d) => d.endpoint === input.endpoint);
  if (!known && (await countDevices(trx, profileId)) >= MAX_DEVICES) throw alertsErrors.tooManyDevices();
  const row = await upsertDevice(trx, {
    profile_id: profileId,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    language: input.language,
    user_agent: userAgent.slice(0, 500),
    created_at: new Date(now),
  });
  return deviceView(row);
}

export async function listDevices(ex: Executor, profileId: string): Promise<DeviceView[]> {
  return (await devicesOf(ex, profileId)).map(deviceView);
}

export async function removeDevice(ex: Executor, profileId: string, id: string): Promise<{ ok: true }> {
  if (!(await deleteDevice(ex, profileId, id))) throw alertsErrors.deviceNotFound();
  return { ok: true };
}
