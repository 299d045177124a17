/**
 * Alerts become webhook deliveries: an alert of a kind some alliance's webhook is sent (a member
 * attacked, a rally opened, an event ending) writes one delivery per listening webhook — once per
 * happening however many members hear it — and its job, in the alert's own transaction, so a
 * rolled-back attack posts nothing. Posting happens after the commit (deliver.ts).
 */
import type { RaisedAlert } from '../alerts/index.ts';
import { allianceNamesOf, alliancesOfCommanders } from '../alliances/index.ts';
import { profileNames } from '../worlds/index.ts';
import type { Executor } from '../../platform/db.ts';
import { enqueue } from '../../platform/jobs.ts';
import { DELIVER_TASK } from './deliver.ts';
import { isWebhookKind } from './kinds.ts';
import { webhookBody } from './payloads.ts';
import { insertDelivery, listeningWebhooks, type WebhookRow } from './repo.ts';

export async function webhooksOnAlert(ex: Executor, a: RaisedAlert): Promise<void> {
  if (!isWebhookKind(a.kind)) return;
  const kind = a.kind;
  const allianceOf = await alliancesOfCommanders(ex, a.profileIds);
  const alliances = [...new Set(allianceOf.values())];
  const hooks = await listeningWebhooks(ex, alliances, kind);
  if (hooks.length === 0) return;
  const names = await allianceNamesOf(ex, alliances);
  const people = await profileNames(ex, a.profileIds);
  for (const hook of hooks) {
    const members = a.profileIds.filter((p) => allianceOf.get(p) === hook.alliance_id);
    const alliance = names.get(hook.alliance_id)?.name ?? '';
    const payload = webhookBody(kind, a.data, {
      alliance,
      members: kind === 'attack' ? members.map((p) => people.get(p) ?? '') : [],
      at: a.at,
    });
    await queueDelivery(ex, hook, kind, a.sourceId, payload, a.at);
  }
}

/** Writes a delivery (once per webhook and happening) and its job. */
export async function queueDelivery(
  ex: Executor,
  hook: Pick<WebhookRow, 'id'>,
  kind: string,
  sourceId: string,
  payload: unknown,
  at: number,
): Promise<string | null> {
  const row = await insertDelivery(ex, {
    webhook_id: hook.id,
    kind,
    source_id: sourceId,
    payload,
    created_at: new Date(at),
    next_at: new Date(at),
  });
  if (!row) return null;
  await enqueue(ex, DELIVER_TASK, { deliveryId: row.id }, { jobKey: `webhook:${row.id}`, maxAttempts: 1 });
  return row.id;
}
