/**
 * The subscription socket (graphql-ws on /graphql-ws), opened for a signed-in user with their token.
 * graphql-ws itself loads only when the first subscription starts: a guest never downloads it.
 */
import type { Client } from 'graphql-ws';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { isPushKind, type PushKind, type PushPayloads } from './push-kinds.ts';
import { getSessionState } from './session.ts';
import { getSitAs } from './sitting.ts';

let client: Promise<Client> | null = null;
let clientToken: string | null = null;
/** Called when the socket comes back after a drop: what was pushed meanwhile was missed. */
const reconnectListeners = new Set<() => void>();

/** Calls `onBack` each time the socket reconnects after a drop; returns the unsubscribe function. */
export function onReconnected(onBack: () => void): () => void {
  reconnectListeners.add(onBack);
  return () => reconnectListeners.delete(onBack);
}

function socket(): Promise<Client> | null {
  const { token } = getSessionState();
  if (!token) return null;
  if (client && clientToken === token) return client;
  void client?.then((c) => c.dispose());
  clientToken = token;
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  client = import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${proto}://${location.host}/graphql-ws`,
      connectionParams: () => ({ token: getSessionState().token }),
      retryAttempts: 20,
      lazy: true,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) for (const l of [...reconnectListeners]) l();
        },
        // the server ended a session (signed out elsewhere, an admin's suspension): ask at once whether ours is the one;
        // a dead session answers "Not authenticated" and the client leaves as for any such answer; a renewed token goes on
        closed: (e) => {
          if ((e as { code?: number }).code === 4401 && getSessionState().token)
            void gql(graphql('query StillSignedIn { mySessions { id } }')).catch(() => {});
        },
      },
    }),
  );
  return client;
}

/** Subscribes once the socket's code is there; the returned function works before and after that. */
function subscribe<T>(query: string, onData: (data: T) => void, variables?: Record<string, unknown>): () => void {
  const c = socket();
  if (!c) return () => {};
  let stopped = false;
  let stop: (() => void) | null = null;
  void c.then((ready) => {
    if (stopped) return;
    stop = ready.subscribe<T>(
      { query, variables },
      { next: (m) => m.data && onData(m.data as T), error: () => {}, complete: () => {} },
    );
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** A push of one kind: `data` is its payload as JSON text (read it with `pushData`). */
export type Notification<K extends PushKind = PushKind> = { [P in K]: { kind: P; text: string; data: string } }[K];

/** A push's payload, or null when it is not JSON (a truncated push carries only its plain fields). */
export function pushData<K extends PushKind>(n: { kind: K; data: string }): Partial<PushPayloads[K]> | null {
  try {
    const d = JSON.parse(n.data || '{}') as unknown;
    return d && typeof d === 'object' ? (d as Partial<PushPayloads[K]>) : null;
  } catch {
    return null;
  }
}

/**
 * Every listener of this tab shares ONE `notifications` subscription (fanned out here): the server
 * caps subscriptions per socket (WS_MAX_SUBSCRIPTIONS_PER_SOCKET, 10), and a page whose panels each
 * subscribed (base, marches, incoming attacks, rallies, …) passed the cap, so the last to mount
 * heard nothing. Renewed when the session token or the profile flag changed since it was opened
 * (the server binds a subscription to the session's profile when it starts: one opened before the
 * profile was entered would never hear the base's pushes).
 */
const listeners = new Set<(n: Notification) => void>();
let shared: { stop: () => void; key: string } | null = null;

/**
 * A commander's tab hears its pushes through the push router, a lazy chunk that mounts after the
 * shell has already subscribed (its ticket toasts). A push that came in between was heard by nobody
 * who acts on it: an attack launched in that second raised no "Evade now", a raid on an ally never
 * reached the war room (seen in the full browser runs, where the chunk loads slowly). While the shell
 * expects a router that has not mounted, pushes wait here (oldest first, at most HELD_MAX) and are
 * delivered, in order and once, when it mounts.
 */
const HELD_MAX = 200;
const gate = { expected: false, mounted: false, held: [] as Notification[] };
const deliver = (n: Notification) => {
  for (const l of [...listeners]) {
    try {
      l(n);
    } catch (err) {
      // one listener's failure does not deafen the others
      console.error(err);
    }
  }
};
const flushHeld = () => {
  if (gate.expected && !gate.mounted) return;
  for (const n of gate.held.splice(0)) deliver(n);
};
/** The shell says whether this tab is a commander's, whose pushes the push router acts on. */
export function expectPushRouter(expected: boolean) {
  gate.expected = expected;
  flushHeld();
}
/** The push router says it listens (true) or left (false); what waited for it is delivered now. */
export function pushRouterMounted(mounted: boolean) {
  gate.mounted = mounted;
  flushHeld();
}

/**
 * Calls `onMessage` for each push to this account; returns the unsubscribe function. A tab sitting a
 * base (decision 066) asks for that base's pushes instead of its own base's: renewed when it starts
 * or stops sitting (the shell's router subscribes again then).
 */
export function subscribeNotifications(onMessage: (n: Notification) => void): () => void {
  listeners.add(onMessage);
  const { token, hasProfile } = getSessionState();
  const sitAs = getSitAs()?.ownerId ?? null;
  const key = `${token}|${hasProfile}|${sitAs ?? ''}`;
  if (shared && shared.key !== key) {
    shared.stop();
    shared = null;
  }
  if (!shared && token) {
    shared = {
      key,
      stop: subscribe<{ notifications: { kind: string; text: string; data: string } }>(
        'subscription Notifications($sitAs: String) { notifications(sitAs: $sitAs) { kind text data } }',
        (d) => {
          const n = d.notifications;
          // a kind this client does not know (a newer server) changes nothing here
          if (!isPushKind(n.kind)) return;
          if (gate.expected && !gate.mounted) {
            if (gate.held.length >= HELD_MAX) gate.held.shift();
            gate.held.push(n as Notification);
            return;
          }
          deliver(n as Notification);
        },
        { sitAs },
      ),
    };
  }
  return () => {
    listeners.delete(onMessage);
    if (listeners.size === 0 && shared) {
      shared.stop();
      shared = null;
    }
  };
}

export function closeSocket() {
  shared = null;
  void client?.then((c) => c.dispose());
  client = null;
  clientToken = null;
}

/**
 * A page left for another (or kept in the back/forward cache) lets its socket go: an open socket
 * tells the server the player is looking at the game, and no alert reaches a player who is
 * (decision 031). A page the browser brings back from that cache reloads: its live data is stale.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => closeSocket());
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) location.reload();
  });
}

/** Calls `onMessage` for each new chat message on the reader's channels; returns the unsubscribe function. */
export function subscribeComments<T>(onMessage: (c: T) => void): () => void {
  return subscribe<{ comments: T }>(
    'subscription Comments { comments { _id channel author text createdAt deleted } }',
    (d) => onMessage(d.comments),
  );
}

/** Calls `onChange` each time an admin sets or removes the world's announcement; returns the unsubscribe function. */
export function subscribeAnnouncements(onChange: (a: { text: string | null; at: number | null }) => void): () => void {
  return subscribe<{ announcements: { text: string | null; at: number | null } }>(
    'subscription Announcements { announcements { text at } }',
    (d) => onChange(d.announcements),
  );
}

/** Calls `onChange` each time the commander's world's clock changes (time dilation: every timer moved); returns the unsubscribe function. */
export function subscribeWorldClock(onChange: (c: { dilation: number; since: number | null }) => void): () => void {
  return subscribe<{ worldClock: { dilation: number; since: number | null } }>(
    'subscription WorldClock { worldClock { dilation since } }',
    (d) => onChange(d.worldClock),
  );
}
