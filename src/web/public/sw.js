/**
 * Ephoran Frontier's service worker (served at /sw.js, scope /): shows an alert pushed while the game
 * is closed and opens its screen when tapped. It intercepts no requests (no fetch handler): the game
 * always talks to the server. The payload is what the server's alerts job sends (decision 031):
 * { kind, title, body, url, tag, evade? }. An attack's alert carries `evade` ({ marchId, title }):
 * the notification gets an "Evade now" action that opens /attacks?evade=<marchId>, where the game
 * (signed in, as its commander or sitter) evades that attack once. An operation's reminder carries
 * `launch` ({ operationId, launchAt, title }): a "Launch as planned" action that opens
 * /alliance?launch=<id>&at=<second>, where the game arms that launch for its second. Plain script, no imports: it runs
 * under the site's CSP.
 */
const SCREENS = ['/attacks', '/base', '/rallies', '/reinforcements', '/events', '/reports'];
const screenOf = (url) => (typeof url === 'string' && SCREENS.includes(url) ? url : '/base');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const ID = /^[0-9a-f-]{36}$/;
const evadeOf = (alert) =>
  alert.evade && typeof alert.evade.marchId === 'string' && ID.test(alert.evade.marchId) ? alert.evade : null;
// an operation's reminder: "Launch as planned" opens /alliance?launch=<operation>&at=<launch second>
const launchOf = (alert) =>
  alert.launch &&
  typeof alert.launch.operationId === 'string' &&
  ID.test(alert.launch.operationId) &&
  Number.isFinite(alert.launch.launchAt)
    ? alert.launch
    : null;

/** Shows one alert; a second one with the same tag replaces it instead of stacking. */
function show(alert) {
  const title = typeof alert.title === 'string' && alert.title ? alert.title : 'Ephoran Frontier';
  const evade = evadeOf(alert);
  const launch = launchOf(alert);
  const actions = evade
    ? [{ action: 'evade', title: typeof evade.title === 'string' ? evade.title : 'Evade now' }]
    : launch
      ? [{ action: 'launch', title: typeof launch.title === 'string' ? launch.title : 'Launch as planned' }]
      : [];
  return self.registration.showNotification(title, {
    body: typeof alert.body === 'string' ? alert.body : '',
    tag: typeof alert.tag === 'string' ? alert.tag : undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    lang: typeof alert.lang === 'string' ? alert.lang : undefined,
    requireInteraction: alert.kind === 'attack',
    data: {
      url: screenOf(alert.url),
      kind: typeof alert.kind === 'string' ? alert.kind : 'alert',
      evade: evade ? evade.marchId : null,
      launch: launch ? `/alliance?launch=${launch.operationId}&at=${Math.round(launch.launchAt)}` : null,
    },
    actions,
  });
}

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(show(alert));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const evade = event.notification.data?.evade;
  // "Evade now": the attacks screen evades that attack as it opens
  const launch = event.notification.data?.launch;
  // "Launch as planned": the alliance page arms that launch for its second as it opens
  const screen =
    event.action === 'evade' && typeof evade === 'string' && ID.test(evade)
      ? `/attacks?evade=${evade}`
      : event.action === 'launch' && typeof launch === 'string' && launch.startsWith('/alliance?launch=')
        ? launch
        : screenOf(event.notification.data?.url);
  const url = new URL(screen, self.location.origin).href;
  event.waitUntil(
    (async () => {
      // every notification of this alert goes (a repeat replaced the one tapped, by its tag)
      const tag = event.notification.tag;
      if (tag) for (const n of await self.registration.getNotifications({ tag })) n.close();
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // a tab of the game already open: bring it forward on that screen
      for (const client of open) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        // focusing may be refused (no user activation): the screen still changes
        await client.focus().catch(() => {});
        try {
          await client.navigate(url);
        } catch {
          client.postMessage({ type: 'open-screen', url: screen });
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
