/**
 * Every door holds the same limits: /graphql over HTTP, the subscription socket /graphql-ws and
 * /trpc. Cost and aliases answer COMPLEXITY_REACHED; the per-address budget answers RATE_LIMITED;
 * sockets and the operations on them are capped.
 */
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { config } from '../../src/platform/config.ts';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { createApp } from '../../src/server/app.ts';
import { type Answer, ask, servers, socket } from '../support/sockets.ts';
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

// both well inside the document bounds of request-size.test.ts, so that these rules, not those, refuse them:
// a thousand copies of a world's fields in a few hundred characters, through fragments spreading fragments
const ten = (name: string) => ` ...${name}`.repeat(10);
const costly = `{ ...D } fragment D on Query {${ten('C')} } fragment C on Query {${ten('B')} } fragment B on Query {${ten('A')} } fragment A on Query { worlds { id name opensAt isOpen } }`;
const manyAliases = `{ ${Array.from({ length: config.graphqlMaxAliases + 1 }, (_, i) => `a${i}: worlds { id }`).join(' ')} }`;

describe('complexity: the same limits over HTTP and over the socket', () => {
  test('more aliases of one cheap field than allowed are refused as a guest over HTTP, as few are answered', async () => {
    const r = await s.gql(manyAliases);
    expect(r.errors?.[0]).toMatchObject({ message: 'COMPLEXITY_REACHED', extensions: { code: 'COMPLEXITY_REACHED' } });
    expect(r.data).toBeUndefined();
    const few = await s.gql(
      `{ ${Array.from({ length: config.graphqlMaxAliases }, (_, i) => `a${i}: worlds { id }`).join(' ')} }`,
    );
    expect(few.errors).toBeUndefined();
    expect(Object.keys(few.data ?? {})).toHaveLength(config.graphqlMaxAliases);
  });

  test('over the socket an over-costly or over-aliased query answers COMPLEXITY_REACHED, like over HTTP', async () => {
    expect(costly.length).toBeLessThan(config.graphqlMaxQueryChars);
    expect(manyAliases.length).toBeLessThan(config.graphqlMaxQueryChars);
    const { client } = socket(listen());
    expect((await ask(client, '{ worlds { id } }')).data).toBeTruthy();
    for (const q of [costly, manyAliases]) {
      const over = await ask(client, q);
      expect(over.errors?.[0]).toEqual({ message: 'COMPLEXITY_REACHED', extensions: { code: 'COMPLEXITY_REACHED' } });
      expect(over.data ?? undefined).toBeUndefined();
      const http = await s.gql(q);
      expect(http.errors?.[0]?.message).toBe('COMPLEXITY_REACHED');
    }
    await client.dispose();
  });

  test('a flood of full galaxy-map queries on one socket is answered no further than the rate limit allows', async () => {
    const p = await s.newPlayerWithProfile('DoorsMapper');
    // the configured limit over a window of a day: the 600 queries fall in one window however slow the
    // machine is (with the 10 s window a loaded machine saw the window roll over mid-flood: 330 answered)
    const port = listen({ rateLimit: new RateLimiter(s.db, config.rateLimitPerWindow, 24 * 3_600_000) });
    const { client } = socket(port, p.token);
    const map =
      'query Map($x: Int!, $y: Int!, $r: Int) { getMap(x: $x, y: $y, radius: $r) { worldId size x y radius items { coordinates x y type level owner own } } }';
    const started = performance.now();
    const answers: Answer[] = [];
    // as many at once as a socket may have in flight
    for (let i = 0; i < 600; i += config.wsMaxSubscriptionsPerSocket) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: config.wsMaxSubscriptionsPerSocket }, () => ask(client, map, { x: 10, y: 10, r: 12 })),
        )),
      );
    }
    const ms = performance.now() - started;
    const answered = answers.filter((a) => (a.data as { getMap?: unknown } | undefined)?.getMap).length;
    const limited = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    // the upgrade request counted too
    expect(answered).toBe(config.rateLimitPerWindow - 1);
    expect(limited.length).toBe(600 - answered);
    expect(limited[0]?.errors?.[0]?.message).toBe('Rate limited');
    console.info(
      `600 map queries on one socket: ${answered} answered, ${limited.length} RATE_LIMITED, in ${Math.round(ms)} ms`,
    );
    // the same address over HTTP is out of budget too
    const http = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ worlds { id } }"}',
    });
    expect(http.status).toBe(429);
    expect(await http.json()).toEqual({ errors: [{ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } }] });
    await client.dispose();
  });

  test('a burst of queries sent at once on one socket: no more run at a time than the cap', async () => {
    const port = listen();
    const { client } = socket(port);
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(client, '{ worlds { id name } }')));
    const answered = answers.filter((a) => a.data).length;
    expect(answered).toBeGreaterThanOrEqual(1);
    expect(answered).toBeLessThan(100);
    expect(answers.filter((a) => a.errors?.[0]?.extensions?.code === 'RATE_LIMITED')).toHaveLength(100 - answered);
    await client.dispose();
  });
});

describe('rate limit on every door', () => {
  test('opening sockets and sending operations count against the same budget as HTTP', async () => {
    const port = listen({ rateLimit: new RateLimiter(s.db, 5, 60_000) });
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ worlds { id } }"}',
      });
      codes.push(r.status === 200 ? 'ok' : 'refused');
    }
    // 4th request: the socket's upgrade; 5th: the first query; then refusals
    const { client } = socket(port);
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await ask(client, '{ worlds { id } }'));
    expect(codes).toEqual(['ok', 'ok', 'ok']);
    expect(answers[0]?.data).toBeTruthy();
    expect(answers[1]?.errors?.[0]).toEqual({ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } });
    expect(answers[2]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // and a new socket is refused at the upgrade with the same answer as HTTP
    const upgrade = await fetch(`http://127.0.0.1:${port}/graphql-ws`, {
      headers: {
        upgrade: 'websocket',
        connection: 'Upgrade',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
        'sec-websocket-protocol': 'graphql-transport-ws',
      },
    });
    expect(upgrade.status).toBe(429);
    expect(await upgrade.json()).toEqual({
      errors: [{ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } }],
    });
    await client.dispose();
  });

  test('/trpc is rate limited like /graphql, and a batch is capped', async () => {
    const app = createApp(s.services, { rateLimit: new RateLimiter(s.db, 3, 60_000) });
    const admin = await s.adminToken();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await app.handle(
        new Request('http://localhost/trpc/accounts.me', { headers: { 'x-session-token': admin } }),
      );
      statuses.push(r.status);
      if (r.status === 429)
        expect(await r.json()).toEqual({ errors: [{ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } }] });
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const batchOf = (n: number) =>
      s.app.handle(
        new Request(
          `http://localhost/trpc/${Array.from({ length: n }, () => 'accounts.me').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
          { headers: { 'x-session-token': admin } },
        ),
      );
    expect((await batchOf(config.trpcMaxBatchSize)).status).toBe(200);
    expect((await batchOf(config.trpcMaxBatchSize + 1)).status).toBe(400);
  });
});

describe('socket caps', () => {
  test('a session opens at most N sockets; the next one is closed with a reason', async () => {
    const p = await s.newPlayer('DoorsTabs');
    const port = listen({ socketLimits: { socketsPerSession: 2 } });
    const a = socket(port, p.token);
    const b = socket(port, p.token);
    await Promise.all([a.connected, b.connected]);
    const c = socket(port, p.token);
    expect(await Promise.race([c.closed, c.connected.then(() => 'connected')])).toEqual({
      code: 4429,
      reason: 'Too many sockets for this session',
    });
    // closing one frees its place
    await a.client.dispose();
    await a.closed;
    const d = socket(port, p.token);
    await d.connected;
    await Promise.all([b.client.dispose(), d.client.dispose()]);
  });

  test('sockets that leave while their session is being read do not keep a place', async () => {
    const p = await s.newPlayer('DoorsHasty');
    const port = listen({ socketLimits: { socketsPerSession: 1 } });
    // five tabs that say hello and leave at once
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql-ws`, 'graphql-transport-ws');
        await new Promise((r) => ws.addEventListener('open', r));
        ws.send(JSON.stringify({ type: 'connection_init', payload: { token: p.token } }));
        ws.close();
      }),
    );
    // the one place is free again once the server has seen them go
    const connectsOnce = async () => {
      const sock = socket(port, p.token);
      const outcome = await Promise.race([sock.connected.then(() => 'connected'), sock.closed.then((c) => c.reason)]);
      await sock.client.dispose();
      return outcome;
    };
    await expect.poll(connectsOnce, { timeout: 5000, interval: 100 }).toBe('connected');
  });

  test('a message above the size limit closes the socket', async () => {
    const sock = socket(listen());
    await sock.connected;
    const huge = `{ ${'worlds { id } '.repeat(Math.ceil(config.wsMaxMessageBytes / 14) + 10)} }`;
    sock.client.subscribe({ query: huge }, { next: () => {}, error: () => {}, complete: () => {} });
    const closedState = { value: null as { code: number; reason: string } | null };
    void sock.closed.then((c) => (closedState.value = c));
    await expect
      .poll(() => closedState.value, { timeout: 5000 })
      .toEqual({ code: 1009, reason: 'Received too big message' });
  });

  test('subscriptions are capped per socket and per session', async () => {
    const p = await s.newPlayer('DoorsSubs');
    const port = listen({ socketLimits: { subscriptionsPerSocket: 2, subscriptionsPerSession: 3 } });
    const one = socket(port, p.token);
    const refusals: unknown[] = [];
    const open = (c: Client) =>
      c.subscribe(
        { query: 'subscription { notifications { kind } }' },
        { next: () => {}, error: (e) => refusals.push(e), complete: () => {} },
      );
    open(one.client);
    open(one.client);
    open(one.client);
    await expect.poll(() => refusals.length).toBe(1);
    expect(refusals[0]).toEqual([{ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } }]);
    const two = socket(port, p.token);
    open(two.client);
    open(two.client);
    await expect.poll(() => refusals.length).toBe(2);
    await Promise.all([one.client.dispose(), two.client.dispose()]);
  });
});
