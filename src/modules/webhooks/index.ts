/**
 * Alliance webhooks (decision 074): a leader points up to three at Discord or a tool; a member
 * attacked, a rally opened or an event ending is posted, signed, from a public address check,
 * retried with backoff and switched off after repeated failures.
 */
export { webhooksRouter } from './procedures.ts';
export { webhookTasks } from './deliver.ts';
export { webhooksOnAlert } from './listener.ts';
export { webhooksCatalogue } from './errors.ts';
