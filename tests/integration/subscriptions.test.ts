/** Push over the WebSocket: a browser subscribed with its token hears what is published for its account. */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { publish } from '../../src/platform/pubsub.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let server: { stop(): void; port: number };
beforeAll(async () => {
  s = await createTestStack();
  const app = s.app.listen({ port: 0, hostname: '127.0.0.1' });
  server = { stop: () => app.stop(), port: app.server!.port as number };
});
afterAll(async () => {
  server?.stop();
  await s?.close();
});

test('notifications reach the subscribed account over graphql-ws, and only that account', async () => {
  const alice = await s.newPlayer('WsAlice');
  const bob = await s.newPlayer('WsBob');
  const client = createClient({
    url: `ws://127.0.0.1:${server.port}/graphql-ws`,
    connectionParams: { token: alice.token },
    lazy: false,
    retryAttempts: 0,
  });
  const received: unknown[] = [];
  const done = new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query: 'subscription { notifications { kind text } }' },
      {
        next: (m) => {
          received.push(m.data);
          resolve();
        },
        error: reject,
        complete: () => {},
      },
    );
  });
  // the subscription registers on the server some time after the socket opens: publish (bob's first,
  // then alice's, in one transaction) until alice hears of it; bob's would arrive before alice's
  let heard = false;
  void done.then(() => {
    heard = true;
  });
  const until = Date.now() + 5000;
  while (!heard && Date.now() < until) {
    await s.db.transaction().execute(async (trx) => {
      await publish(trx, {
        accountId: bob.accountId,
        kind: 'ticket-closed',
        data: { ticketId: 't', subject: 's', text: 'for bob' },
      });
      await publish(trx, {
        accountId: alice.accountId,
        kind: 'ticket-closed',
        data: { ticketId: 't', subject: 's', text: 'for alice' },
      });
    });
    await Promise.race([done, new Promise((r) => setTimeout(r, 100))]);
  }
  expect(heard).toBe(true);
  expect(new Set(received.map((m) => JSON.stringify(m)))).toEqual(
    new Set([JSON.stringify({ notifications: { kind: 'ticket-closed', text: 'for alice' } })]),
  );
  await client.dispose();
});

test('a guest cannot subscribe: the socket answers Not authenticated', async () => {
  const client = createClient({ url: `ws://127.0.0.1:${server.port}/graphql-ws`, lazy: false, retryAttempts: 0 });
  const err = await new Promise<unknown>((resolve) => {
    client.subscribe(
      { query: 'subscription { notifications { kind } }' },
      { next: (m) => resolve(m), error: resolve, complete: () => resolve('completed') },
    );
  });
  expect(JSON.stringify(err)).toContain('Not authenticated');
  await client.dispose();
});
