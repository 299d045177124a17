/**
 * Posting a delivery (a graphile-worker job, after the commit that wrote it): the address checked
 * again (a name may point elsewhere now), the body signed, posted with a 5-second limit and no
 * redirect followed. A 2xx answer delivers it; anything else is retried with backoff (kinds.ts),
 * given up after the last try, and a webhook whose deliveries are given up five times in a row is
 * switched off. No lock is held while posting; the outcome is written under the delivery's row lock,
 * and a delivery already settled is left alone. Receivers may see one twice (at least once): the
 * `X-Ephoran-Delivery` header names it.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { enqueue, type TaskFactory } from '../../platform/jobs.ts';
import { open } from '../../platform/secret-box.ts';
import { addressProblem } from './address.ts';
import { backoffMs, DELIVERY_TIMEOUT_MS, DISABLE_AFTER, MAX_ATTEMPTS } from './kinds.ts';
import { findDeliveryForUpdate, findWebhookForUpdate, updateDelivery, updateWebhook } from './repo.ts';

export const DELIVER_TASK = 'webhooks/deliver';

/** The signature a receiver checks: HMAC-SHA256 over `<timestamp>.<body>` with the webhook's secret. */
export const signature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export const secretContext = (allianceId: string) => `webhook:${allianceId}`;

type Outcome = { ok: true; status: number } | { ok: false; why: string };

async function post(url: string, headers: Record<string, string>, body: string): Promise<Outcome> {
  const problem = await addressProblem(url);
  if (problem) return { ok: false, why: problem === 'private' ? 'address is private' : `address ${problem}` };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'EphoranFrontier-Webhook/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status >= 200 && res.status < 300
      ? { ok: true, status: res.status }
      : { ok: false, why: `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, why: err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable' };
  }
}

export async function deliver(db: Db, deliveryId: string, now: () => number): Promise<void> {
  const peek = await db.transaction().execute(async (trx) => {
    const d = await findDeliveryForUpdate(trx, deliveryId);
    if (!d || d.delivered_at || d.failed_at) return null;
    const hook = await findWebhookForUpdate(trx, d.webhook_id);
    if (!hook) return null;
    if (hook.disabled_at) {
      await updateDelivery(trx, d.id, { failed_at: new Date(now()), last_error: 'webhook switched off' });
      return null;
    }
    return { d, hook };
  });
  if (!peek) return;
  const { d, hook } = peek;
  const body = JSON.stringify(d.payload);
  const ts = Math.floor(now() / 1000);
  const outcome = await post(
    hook.url,
    {
      'x-ephoran-event': d.kind,
      'x-ephoran-delivery': d.id,
      'x-ephoran-timestamp': String(ts),
      'x-ephoran-signature': signature(open(hook.secret, secretContext(hook.alliance_id)), ts, body),
    },
    body,
  );
  await db.transaction().execute(async (trx) => {
    const cur = await findDeliveryForUpdate(trx, d.id);
    if (!cur || cur.delivered_at || cur.failed_at) return;
    const at = new Date(now());
    const attempts = cur.attempts + 1;
    const h = await findWebhookForUpdate(trx, cur.webhook_id);
    if (!h) return;
    if (outcome.ok) {
      await updateDelivery(trx, cur.id, { attempts, delivered_at: at, next_at: null, last_error: null });
      await updateWebhook(trx, h.id, { failures: 0, last_status: `delivered (${outcome.status})`, last_at: at });
      return;
    }
    if (attempts >= MAX_ATTEMPTS) {
      const failures = h.failures + 1;
      await updateDelivery(trx, cur.id, { attempts, failed_at: at, next_at: null, last_error: outcome.why });
      await updateWebhook(trx, h.id, {
        failures,
        last_status: `given up: ${outcome.why}`,
        last_at: at,
        ...(failures >= DISABLE_AFTER ? { disabled_at: at } : {}),
      });
      return;
    }
    const next = now() + backoffMs(attempts);
    await updateDelivery(trx, cur.id, { attempts, next_at: new Date(next), last_error: outcome.why });
    await updateWebhook(trx, h.id, { last_status: `failed: ${outcome.why}`, last_at: at });
    await enqueue(
      trx,
      DELIVER_TASK,
      { deliveryId: cur.id },
      { runAt: next, jobKey: `webhook:${cur.id}`, maxAttempts: 1 },
    );
  });
}

export const webhookTasks: TaskFactory = ({ db, clock }) => ({
  [DELIVER_TASK]: async (payload) => {
    const id = (payload as { deliveryId?: string }).deliveryId;
    if (id) await deliver(db, id, () => clock.now());
  },
});
