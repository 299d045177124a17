/**
 * Alerts in the browser: a commander chooses alerts on /profile/alerts by keyboard,
 * enables push on this device, closes the game, is attacked, and the game's service worker shows the
 * alert in Chromium.
 *
 * Chromium's own push service is out of reach here (no internet; headless Chromium also refuses to
 * register with it), so one leg is stood in, and only that one: the page's PushManager.subscribe
 * answers with a subscription whose endpoint is a push service on this machine
 * (tests/support/push-service.ts) holding the subscription's keys. Everything else is real: the
 * permission asked from the click, the UI registering the device, the server's job encrypting and
 * signing the push, the stand-in decrypting it as a browser would, and Chromium delivering that
 * payload to the registered service worker (DevTools' ServiceWorker.deliverPushMessage, what
 * Chromium does with a push its service hands it), which shows the notification.
 */
import { expect, type Page, test } from './support/fixtures.ts';
import { startPushService } from '../support/push-service.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { giveUnits, moveNextTo, presenceOf } from './support/db.ts';

const shot = async (page: Page, name: string) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
};

test('alerts by keyboard on /profile/alerts, push enabled on this device, and the service worker shows a pushed attack', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const push = await startPushService();
  try {
    const sub = push.subscribe();
    // the one stand-in: this browser's push subscription lives at the push service above
    await page.addInitScript((s) => {
      const store = 'test-push-subscription';
      const make = (key: ArrayBuffer | null) => ({
        endpoint: s.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key },
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(store);
          return true;
        },
        getKey: () => null,
      });
      PushManager.prototype.subscribe = async (opts?: PushSubscriptionOptionsInit) => {
        const key = opts?.applicationServerKey as Uint8Array;
        localStorage.setItem(store, btoa(String.fromCharCode(...key)));
        return make(key.buffer as ArrayBuffer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const key = localStorage.getItem(store);
        return key
          ? (make(Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer) as unknown as PushSubscription)
          : null;
      };
    }, sub);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const keeper = await newCommander(page, 'Warden');

    await page.goto('/profile/alerts');
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    // by keyboard: incoming attacks by push, quiet hours on, saved with Enter
    const attackPush = page.getByRole('checkbox', { name: 'Incoming attack as a push notification' });
    await attackPush.focus();
    await page.keyboard.press('Space');
    await expect(attackPush).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Incoming attack by e-mail' })).toBeFocused();
    await page.getByRole('checkbox', { name: 'Keep quiet at night' }).check();
    await expect(page.getByRole('checkbox', { name: 'An incoming attack still comes through' })).toBeChecked();
    await page.getByRole('button', { name: 'Save alerts' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Alerts saved')).toBeVisible();
    await shot(page, 'alerts');

    await page.getByRole('button', { name: 'Enable push on this device' }).click();
    await expect(page.getByText('Push is on for this device')).toBeVisible();
    const devices = page.getByRole('list', { name: 'Devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');
    await expect(page.getByText('This device receives push alerts.')).toBeVisible();
    await shot(page, 'alerts-device');
    // subscribed with the server's VAPID key
    const session = await profileSession(keeper.username, keeper.password);
    const { data } = await gql(
      '{ alertSettings { pushPublicKey kinds { kind push } quietStart quietEnd } }',
      {},
      session.token,
    );
    expect(await page.evaluate(() => localStorage.getItem('test-push-subscription'))).toBe(
      Buffer.from(data.alertSettings.pushPublicKey, 'base64url').toString('base64'),
    );
    expect(data.alertSettings.kinds.find((k: { kind: string }) => k.kind === 'attack').push).toBe(true);
    expect(data.alertSettings.quietStart).toBe(22);

    // the game closed (no socket: nobody is looking), the service worker stays registered
    await page.goto('/lore');
    await page.close();
    await expect.poll(() => presenceOf(keeper.username), { timeout: 15_000 }).toBe(0);

    // a neighbour attacks, while it is not quiet for the keeper's zone or attacks come through anyway
    const raiderPage = await (await browser.newContext()).newPage();
    const raider = await newCommander(raiderPage, 'Striker');
    await raiderPage.close();
    await giveUnits(raider.username, { interceptor: 50 });
    const spot = await moveNextTo(keeper.username, raider.username);
    const r = await profileSession(raider.username, raider.password);
    const sent = await gql(
      'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id } }',
      { ...spot, u: [{ type: 'interceptor', count: 50 }] },
      r.token,
    );
    expect(sent.errors).toBeUndefined();

    // the server's push, decrypted with the subscription's keys as the browser would
    await expect.poll(() => push.for(sub).length, { timeout: 20_000 }).toBe(1);
    expect(push.failures).toEqual([]);
    const alert = push.for(sub)[0]!.payload;
    expect(alert).toMatchObject({ kind: 'attack', title: 'Incoming attack', url: '/attacks' });
    expect(alert.body).toContain(`${raider.username} attacks your base.`);

    // Chromium hands the payload to the game's service worker, which shows it
    const away = await context.newPage();
    await away.goto('/lore');
    const cdp = await context.newCDPSession(away);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.filter((x) => !x.isDeleted && x.scopeURL === `${baseURL}/`).length)
      .toBeGreaterThan(0);
    const reg = registrations.find((x) => !x.isDeleted && x.scopeURL === `${baseURL}/`)!;
    const shown = () =>
      away.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: n.data?.url,
        })),
      );
    // a push handed over while the worker is still starting can be dropped: hand it over until it shows
    // (one tag: a second delivery replaces the first, never adds to it)
    await away.evaluate(async () => void (await navigator.serviceWorker.ready));
    await expect
      .poll(async () => {
        if ((await shown()).length === 0)
          await cdp.send('ServiceWorker.deliverPushMessage', {
            origin: new URL(baseURL!).origin,
            registrationId: reg.registrationId,
            data: JSON.stringify(alert),
          });
        return shown();
      })
      .toEqual([{ title: 'Incoming attack', body: alert.body, tag: alert.tag, url: '/attacks' }]);
    // the same alert again replaces it (one tag), never stacks
    // (told apart by its body, so the test waits for the repeat to be shown before going on)
    const repeat = { ...alert, body: `${alert.body} ` };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: reg.registrationId,
      data: JSON.stringify(repeat),
    });
    await expect
      .poll(shown)
      .toEqual([{ title: 'Incoming attack', body: repeat.body, tag: alert.tag, url: '/attacks' }]);
    // a tap on it: the open game tab comes to the alert's screen (the click is dispatched in the
    // service worker, as Chromium would on a tap; headless Chromium has no notification to click)
    const worker =
      context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      const sw = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        dispatchEvent(e: Event): boolean;
      };
      const [n] = await sw.registration.getNotifications();
      const Click = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      sw.dispatchEvent(new Click('notificationclick', { notification: n! }));
    });
    await expect(away).toHaveURL(/\/attacks$/);
    await expect.poll(async () => (await shown()).length).toBe(0);
    await away.close();

    // the device can be removed
    const again = await context.newPage();
    await again.goto('/profile/alerts');
    await again.getByRole('button', { name: /^Stop alerts on / }).click();
    await expect(again.getByText('The device no longer receives alerts')).toBeVisible();
    await expect(again.getByRole('list', { name: 'Devices' }).getByRole('listitem')).toHaveCount(0);
    await expect(again.getByRole('button', { name: 'Enable push on this device' })).toBeVisible();
  } finally {
    await push.stop();
  }
});

test('the game installs: a manifest with PNG icons of 192 and 512, start at /base, standalone; the service worker is served under the CSP', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const m = await manifest.json();
  expect(m).toMatchObject({
    name: 'Ephoran Frontier',
    start_url: '/base',
    display: 'standalone',
    theme_color: '#050a18',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = m.icons.find(
      (i: { sizes: string; type: string; purpose: string }) =>
        i.sizes === size && i.type === 'image/png' && i.purpose === 'any',
    );
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // the PNG's own header says its size
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(size);
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(await sw.text()).toContain("addEventListener('push'");
});
