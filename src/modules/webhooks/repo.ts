/** The webhooks module's tables: an alliance's webhooks and their deliveries. */
import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface WebhooksTables {
  alliance_webhooks: {
    id: Generated<string>;
    alliance_id: string;
    url: string;
    /** the happenings it is sent (WEBHOOK_KINDS), a JSON list */
    kinds: string[];
    /** the signing secret, sealed (src/platform/secret-box.ts) */
    secret: string;
    created_by: string;
    created_at: Date;
    /** deliveries given up on in a row (a success resets it) */
    failures: Generated<number>;
    disabled_at: Date | null;
    /** 'delivered 204', 'failed: <why>' … of the newest attempt */
    last_status: string | null;
    last_at: Date | null;
  };
  webhook_deliveries: {
    id: Generated<string>;
    webhook_id: string;
    kind: string;
    source_id: string;
    payload: unknown;
    attempts: Generated<number>;
    created_at: Date;
    next_at: Date | null;
    delivered_at: Date | null;
    failed_at: Date | null;
    last_error: string | null;
  };
}
export type WebhookRow = Selectable<WebhooksTables['alliance_webhooks']>;
export type DeliveryRow = Selectable<WebhooksTables['webhook_deliveries']>;
const q = (ex: Executor) => tables<WebhooksTables>(ex);

export const insertWebhook = (ex: Executor, w: Insertable<WebhooksTables['alliance_webhooks']>) =>
  q(ex).insertInto('alliance_webhooks').values(w).returningAll().executeTakeFirstOrThrow();

export const webhooksOf = (ex: Executor, allianceId: string) =>
  q(ex)
    .selectFrom('alliance_webhooks')
    .selectAll()
    .where('alliance_id', '=', allianceId)
    .orderBy('created_at')
    .execute();

export const countWebhooks = async (ex: Executor, allianceId: string) =>
  Number(
    (
      await q(ex)
        .selectFrom('alliance_webhooks')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('alliance_id', '=', allianceId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The enabled webhooks of these alliances that are sent this kind. */
export const listeningWebhooks = (ex: Executor, allianceIds: string[], kind: string) =>
  allianceIds.length === 0
    ? Promise.resolve([])
    : q(ex)
        .selectFrom('alliance_webhooks')
        .selectAll()
        .where('alliance_id', 'in', allianceIds)
        .where('disabled_at', 'is', null)
        .where(sql<boolean>`kinds ? ${kind}`)
        .execute();

export const findWebhookForUpdate = (ex: Executor, id: string) =>
  q(ex).selectFrom('alliance_webhooks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateWebhook = (
  ex: Executor,
  id: string,
  set: Partial<Pick<WebhookRow, 'failures' | 'disabled_at' | 'last_status' | 'last_at'>>,
) => q(ex).updateTable('alliance_webhooks').set(set).where('id', '=', id).execute();

export const deleteWebhook = (ex: Executor, id: string, allianceId: string) =>
  q(ex)
    .deleteFrom('alliance_webhooks')
    .where('id', '=', id)
    .where('alliance_id', '=', allianceId)
    .returning('id')
    .executeTakeFirst();

/** A delivery, unless this webhook was already sent this happening (then undefined). */
export const insertDelivery = (ex: Executor, d: Insertable<WebhooksTables['webhook_deliveries']>) =>
  q(ex)
    .insertInto('webhook_deliveries')
    .values(d)
    .onConflict((oc) => oc.constraint('webhook_deliveries_once').doNothing())
    .returning('id')
    .executeTakeFirst();

export const findDeliveryForUpdate = (ex: Executor, id: string) =>
  q(ex).selectFrom('webhook_deliveries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateDelivery = (
  ex: Executor,
  id: string,
  set: Partial<Pick<DeliveryRow, 'attempts' | 'next_at' | 'delivered_at' | 'failed_at' | 'last_error'>>,
) => q(ex).updateTable('webhook_deliveries').set(set).where('id', '=', id).execute();
