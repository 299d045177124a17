/**
 * The subscription socket (graphql-ws on /graphql-ws), opened for a signed-in user with their token.
 * graphql-ws itself loads only when the first subscription starts: a guest never downloads it.
 */
import type { Client } from 'graphql-ws';
import { getSessionState } from './session.ts';

let client: Promise<Client> | null = null;
let clientToken: string | null = null;

function socket(): Promise<Client> | null {
  const { token } = getSessionState();
  if (!token) return null;
  if (client && clientToken === token) return client;
  void client?.then((c) => c.dispose());
  clientToken = token;
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  client = import('graphql-ws').then(({ createClient }) =>
    createClient({ url: `${proto}://${location.host}/graphql-ws`, connectionParams: () => ({ token: getSessionState().token }), retryAttempts: 20, lazy: true }),
  );
  return client;
}

/** Subscribes once the socket's code is there; the returned function works before and after that. */
function subscribe<T>(query: string, onData: (data: T) => void): () => void {
  const c = socket();
  if (!c) return () => {};
  let stopped = false;
  let stop: (() => void) | null = null;
  void c.then((ready) => {
    if (stopped) return;
    stop = ready.subscribe<T>({ query }, { next: (m) => m.data && onData(m.data as T), error: () => {}, complete: () => {} });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

export interface Notification {
  kind: string;
  text: string;
  data: string;
}

/** Calls `onMessage` for each push to this account; returns the unsubscribe function. */
export function subscribeNotifications(onMessage: (n: Notification) => void): () => void {
  return subscribe<{ notifications: Notification }>('subscription Notifications { notifications { kind text data } }', (d) => onMessage(d.notifications));
}

export function closeSocket() {
  void client?.then((c) => c.dispose());
  client = null;
  clientToken = null;
}

/** Calls `onMessage` for each new chat message on the reader's channels; returns the unsubscribe function. */
export function subscribeComments<T>(onMessage: (c: T) => void): () => void {
  return subscribe<{ comments: T }>('subscription Comments { comments { _id channel author text createdAt } }', (d) => onMessage(d.comments));
}
