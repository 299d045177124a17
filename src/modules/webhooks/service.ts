/**
 * An alliance's webhooks, managed by its leader: added (the address checked, a signing secret made
 * and shown once), listed with their last delivery's status, tested with a ping, switched on again
 * after they were switched off, removed. A member's alliance role is read under the member's row.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { allianceNamesOf, membershipOf } from '../alliances/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { seal } from '../../platform/secret-box.ts';
import { addressProblem } from './address.ts';
import { secretContext } from './deliver.ts';
import { webhooksError } from './errors.ts';
import { MAX_WEBHOOKS, type WebhookKind, WEBHOOK_KINDS } from './kinds.ts';
import { queueDelivery } from './listener.ts';
import { webhookBody } from './payloads.ts';
import {
  countWebhooks,
  deleteWebhook,
  findWebhookForUpdate,
  insertWebhook,
  updateWebhook,
  type WebhookRow,
  webhooksOf,
} from './repo.ts';

export interface WebhookView {
  id: string;
  url: string;
  kinds: WebhookKind[];
  createdBy: string;
  createdAt: number;
  enabled: boolean;
  failures: number;
  lastStatus: string | null;
  lastAt: number | null;
}

const view = (w: WebhookRow): WebhookView => ({
  id: w.id,
  url: w.url,
  kinds: WEBHOOK_KINDS.filter((k) => w.kinds.includes(k)),
  createdBy: w.created_by,
  createdAt: w.created_at.getTime(),
  enabled: w.disabled_at === null,
  failures: w.failures,
  lastStatus: w.last_status,
  lastAt: w.last_at?.getTime() ?? null,
});

/** The alliance the commander leads, or the refusal. */
async function ledAlliance(ex: Executor, profileId: string): Promise<string> {
  const m = await membershipOf(ex, profileId);
  if (!m || m.role !== 'leader') throw webhooksError('WEBHOOK_NOT_LEADER');
  return m.alliance_id;
}

export async function listWebhooks(db: Db, profileId: string): Promise<WebhookView[]> {
  return (await webhooksOf(db, await ledAlliance(db, profileId))).map(view);
}

/**
 * What adding a webhook checks before its transaction: the kinds, and the address (resolved over
 * DNS — slow, so never with a transaction open). The procedure runs it first, then `addWebhook`.
 */
export async function webhookInput(input: {
  url: string;
  kinds: WebhookKind[];
}): Promise<{ url: string; kinds: WebhookKind[] }> {
  const url = input.url.trim();
  const kinds = WEBHOOK_KINDS.filter((k) => input.kinds.includes(k));
  if (kinds.length === 0) throw webhooksError('WEBHOOK_NO_KINDS');
  const problem = await addressProblem(url);
  if (problem === 'format') throw webhooksError('WEBHOOK_BAD_URL');
  if (problem === 'private') throw webhooksError('WEBHOOK_PRIVATE');
  if (problem === 'unresolved') throw webhooksError('WEBHOOK_UNRESOLVED');
  return { url, kinds };
}

/** Adds a webhook whose input `webhookInput` checked. */
export async function addWebhook(
  trx: Trx,
  who: { profileId: string; username: string },
  { url, kinds }: { url: string; kinds: WebhookKind[] },
  now: number,
): Promise<{ webhook: WebhookView; secret: string }> {
  const allianceId = await ledAlliance(trx, who.profileId);
  // the alliance's row would serialize two leaders' adds; one leader, so the count is enough
  if ((await countWebhooks(trx, allianceId)) >= MAX_WEBHOOKS)
    throw webhooksError('WEBHOOK_LIMIT', { max: MAX_WEBHOOKS });
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await insertWebhook(trx, {
    alliance_id: allianceId,
    url,
    kinds,
    secret: seal(secret, secretContext(allianceId)),
    created_by: who.username,
    created_at: new Date(now),
  });
  return { webhook: view(row), secret };
}

async function ownWebhook(ex: Executor, profileId: string, id: string) {
  const allianceId = await ledAlliance(ex, profileId);
  const w = await findWebhookForUpdate(ex, id);
  if (!w || w.alliance_id !== allianceId) throw webhooksError('WEBHOOK_NOT_FOUND');
  return w;
}

export async function removeWebhook(trx: Trx, profileId: string, id: string) {
  const w = await ownWebhook(trx, profileId, id);
  await deleteWebhook(trx, w.id, w.alliance_id);
  return (await webhooksOf(trx, w.alliance_id)).map(view);
}

/** Switches a webhook that was switched off on again, its count of failures reset. */
export async function enableWebhook(trx: Trx, profileId: string, id: string) {
  const w = await ownWebhook(trx, profileId, id);
  await updateWebhook(trx, w.id, { disabled_at: null, failures: 0 });
  return view({ ...w, disabled_at: null, failures: 0 });
}

/** Sends a test message now (its outcome shows as the last status). */
export async function pingWebhook(trx: Trx, profileId: string, id: string, now: number) {
  const w = await ownWebhook(trx, profileId, id);
  const alliance = (await allianceNamesOf(trx, [w.alliance_id])).get(w.alliance_id)?.name ?? '';
  await queueDelivery(trx, w, 'ping', randomUUID(), webhookBody('ping', {}, { alliance, members: [], at: now }), now);
  return view(w);
}
