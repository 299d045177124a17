/** A session that ends (logout, revocation) closes its sockets, in every process. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb } from '../../src/platform/db.ts';
import { endSessionSockets, publish } from '../../src/platform/pubsub.ts';
import { createServices } from '../../src/server/services.ts';
import { servers, socket } from '../support/sockets.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
const sv = servers(() => s.services);
const listen = sv.listen;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => {
  sv.stopAll();
  await s?.close();
});

/** What the server did to a socket so far: its close code and reason, once closed. */
function closeOf(sock: ReturnType<typeof socket>) {
  let closed: { code: number; reason: string } | 'open' = 'open';
  void sock.closed.then((c) => (closed = c));
  return () => closed;
}

/** A subscription to the account's notifications on a socket; what it hears goes to `heard`. */
function subscribe(sock: ReturnType<typeof socket>, heard: string[]) {
  sock.client.subscribe(
    { query: 'subscription { notifications { text } }' },
    {
      next: (m) => heard.push((m.data as { notifications: { text: string } }).notifications.text),
      error: () => {},
      complete: () => {},
    },
  );
}

test('logout closes the socket of that session, in this process and in another one', async () => {
  const p = await s.newPlayer('DoorsLeaver');
  // a second web process: its own connection pool, LISTEN connection and push hub
  const other = createDb(s.url, { max: 2 });
  const otherServices = await createServices(other, { clock: s.clock });
  const here = socket(listen(), p.token);
  const there = socket(listen({}, otherServices), p.token);
  const heard: string[] = [];
  subscribe(here, heard);
  subscribe(there, heard);
  await Promise.all([here.connected, there.connected]);
  // both subscriptions deliver before the logout
  await expect
    .poll(
      async () => {
        await s.db.transaction().execute((trx) =>
          publish(trx, {
            accountId: p.accountId,
            kind: 'ticket-closed',
            data: { ticketId: 't', subject: 's', text: 'before' },
          }),
        );
        return heard.filter((t) => t === 'before').length >= 2;
      },
      { interval: 200, timeout: 5000 },
    )
    .toBe(true);
  const [hereState, thereState] = [closeOf(here), closeOf(there)];
  const out = await s.gql('mutation { logout { ok } }', {}, p.token);
  expect(out.data).toEqual({ logout: { ok: true } });
  await expect.poll(hereState, { timeout: 5000 }).toEqual({ code: 4401, reason: 'Not authenticated' });
  await expect.poll(thereState, { timeout: 5000 }).toEqual({ code: 4401, reason: 'Not authenticated' });
  // nothing more is delivered, and the token cannot open a new socket
  heard.length = 0;
  await s.db.transaction().execute((trx) =>
    publish(trx, {
      accountId: p.accountId,
      kind: 'ticket-closed',
      data: { ticketId: 't', subject: 's', text: 'after' },
    }),
  );
  const again = socket(listen(), p.token);
  expect(await Promise.race([again.closed, again.connected.then(() => 'connected')])).toEqual({
    code: 4401,
    reason: 'Not authenticated',
  });
  expect(heard).toEqual([]);
  await Promise.all([here.client.dispose(), there.client.dispose(), again.client.dispose()]);
  await other.close();
});

test('endSessionSockets (what "end other sessions" calls) closes only that session\'s sockets', async () => {
  const p = await s.newPlayer('DoorsTwoTabs');
  const second = await s.login('DoorsTwoTabs', 'Secret123');
  const port = listen();
  const ended = socket(port, p.token);
  const kept = socket(port, second);
  await Promise.all([ended.connected, kept.connected]);
  const sid = (JSON.parse(Buffer.from(p.token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
  const endedState = closeOf(ended);
  await s.db.transaction().execute((trx) => endSessionSockets(trx, sid));
  await expect.poll(endedState, { timeout: 5000 }).toEqual({ code: 4401, reason: 'Not authenticated' });
  // the other session's socket still answers
  const heard: string[] = [];
  subscribe(kept, heard);
  await expect
    .poll(
      async () => {
        await s.db.transaction().execute((trx) =>
          publish(trx, {
            accountId: p.accountId,
            kind: 'ticket-closed',
            data: { ticketId: 't', subject: 's', text: 'still here' },
          }),
        );
        return heard.includes('still here');
      },
      { interval: 200, timeout: 5000 },
    )
    .toBe(true);
  await Promise.all([ended.client.dispose(), kept.client.dispose()]);
});
