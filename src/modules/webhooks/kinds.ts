/**
 * What an alliance's webhook can be sent: a member under attack, a rally opened, an event ending
 * (raised as alerts where they happen), and a test ping. Named as the alerts that carry them.
 */
export const WEBHOOK_KINDS = ['attack', 'rally', 'event'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
export const isWebhookKind = (k: string): k is WebhookKind => (WEBHOOK_KINDS as readonly string[]).includes(k);

/** At most this many webhooks per alliance. */
export const MAX_WEBHOOKS = 3;
/** Tries of one delivery before it is given up: the first and five retries. */
export const MAX_ATTEMPTS = 6;
/** Deliveries given up in a row before the webhook is switched off (its leader switches it on again). */
export const DISABLE_AFTER = 5;
/** How long the receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 5_000;

/** The wait before retry `attempt` (1-based tries so far): 30 s, 2 min, 8 min, 32 min, 2 h 8 min. */
export const backoffMs = (attempt: number) => 30_000 * 4 ** Math.max(0, attempt - 1);
