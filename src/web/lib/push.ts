/** The subscription socket (graphql-ws on /graphql-ws), opened for a signed-in user with their token. */
import { type Client, createClient } from 'graphql-ws';
import { getSessionState } from './session.ts';

let client: Client | null = null;
let clientToken: string | null = null;

function socket(): Client | null {
  const { token } = getSessionState();
  if (!token) return null;
  if (client && clientToken === token) return client;
  void client?.dispose();
  clientToken = token;
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  client = createClient({ url: `${proto}://${location.host}/graphql-ws`, connectionParams: () => ({ token: getSessionState().token }), retryAttempts: 20, lazy: true });
  return client;
}

export interface Notification {
  kind: string;
  text: string;
  data: string;
}

/** Calls `onMessage` for each push to this account; returns the unsubscribe function. */
export function subscribeNotifications(onMessage: (n: Notification) => void): () => void {
  const c = socket();
  if (!c) return () => {};
  return c.subscribe<{ notifications: Notification }>(
    { query: 'subscription Notifications { notifications { kind text data } }' },
    { next: (m) => m.data && onMessage(m.data.notifications), error: () => {}, complete: () => {} },
  );
}

export function closeSocket() {
  void client?.dispose();
  client = null;
  clientToken = null;
}

/** Calls `onMessage` for each new chat message on the reader's channels; returns the unsubscribe function. */
export function subscribeComments<T>(onMessage: (c: T) => void): () => void {
  const c = socket();
  if (!c) return () => {};
  return c.subscribe<{ comments: T }>(
    { query: 'subscription Comments { comments { _id channel author text createdAt } }' },
    { next: (m) => m.data && onMessage(m.data.comments), error: () => {}, complete: () => {} },
  );
}
