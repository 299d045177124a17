/**
 * Limits that hold across web processes and restarts (kept in PostgreSQL), and the client address
 * they key on: X-Forwarded-For only from trusted proxies.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb, type DbHandle } from '../../src/platform/db.ts';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { createApp } from '../../src/server/app.ts';
import { createServices } from '../../src/server/services.ts';
import { createTestStack, TEST_PEER_HEADER, type TestStack, testPeer } from '../support/stack.ts';

let s: TestStack;
let second: DbHandle;
beforeAll(async () => {
  s = await createTestStack();
  second = createDb(s.url, { max: 4 });
});
afterAll(async () => {
  await second?.close();
  await s?.close();
});

const LOGIN = 'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok errors } }';

/** A second web process against the same database: its own services, captcha and app. */
async function secondInstance(opts: { rateLimit?: RateLimiter; trustedProxies?: string[] } = {}) {
  const services = await createServices(second, { clock: s.clock, listen: false });
  return createApp(services, {
    peerAddress: testPeer,
    rateLimit: opts.rateLimit ?? new RateLimiter(second.db, 1_000_000, 1000),
    trustedProxies: opts.trustedProxies,
  });
}

async function post(app: ReturnType<typeof createApp>, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.handle(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: answers of several queries
  return (await res.json()) as {
    data?: Record<string, any>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}
const codeOf = (r: Awaited<ReturnType<typeof post>>) => r.errors?.[0]?.extensions?.code;

describe('captcha replay', () => {
  test('a solution spent on one web process is refused on another (and after a restart)', async () => {
    await s.newPlayer('Replay1');
    const solution = await s.captcha('login');
    const first = await s.gql(LOGIN, { u: 'Replay1', p: 'Secret123', c: solution });
    expect(first.data?.login.ok).toBe(true);
    const other = await secondInstance();
    const replay = await post(other, { query: LOGIN, variables: { u: 'Replay1', p: 'Secret123', c: solution } });
    expect(replay.data?.login).toEqual({ ok: false, errors: ['Captcha verification failed, please try again'] });
    // and a fresh solution works on the second process
    const fresh = await post(other, {
      query: LOGIN,
      variables: { u: 'Replay1', p: 'Secret123', c: await s.captcha('login') },
    });
    expect(fresh.data?.login.ok).toBe(true);
  });

  test('spent solutions are forgotten once their challenge has expired', async () => {
    await s.sql`insert into captcha_spent (signature, expires_at) values ('old-one', now() - interval '1 hour')`;
    // the sweep runs at most once a minute per process, after a verification
    s.clock.advance(2 * 60_000);
    await s.captcha('login').then((c) => s.gql(LOGIN, { u: 'Nobody1', p: 'Secret123', c }));
    await expect
      .poll(async () => (await s.sql`select 1 from captcha_spent where signature = 'old-one'`).length)
      .toBe(0);
  });
});

describe('rate limits', () => {
  test('requests are counted across web processes', async () => {
    // an hour's window: eight requests in a minute's window can straddle its end, and then
    // count in two windows (CI once saw all eight let through)
    const a = createApp(s.services, { peerAddress: testPeer, rateLimit: new RateLimiter(s.db, 5, 3_600_000) });
    const b = await secondInstance({ rateLimit: new RateLimiter(second.db, 5, 3_600_000) });
    const peer = { [TEST_PEER_HEADER]: '198.51.100.40' };
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(codeOf(await post(a, { query: '{ worlds { id } }' }, peer)));
      codes.push(codeOf(await post(b, { query: '{ worlds { id } }' }, peer)));
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(undefined));
    expect(codes.slice(5)).toEqual(Array(3).fill('RATE_LIMITED'));
    // another client is not affected
    expect(
      codeOf(await post(a, { query: '{ worlds { id } }' }, { [TEST_PEER_HEADER]: '198.51.100.41' })),
    ).toBeUndefined();
  });

  test('permits reserved ahead never let more than the limit through, across processes and a restart', async () => {
    // 200 a window: each process reserves up to 10 permits at a time (rate-limit.ts)
    const a = new RateLimiter(s.db, 200, 60_000);
    const b = new RateLimiter(second.db, 200, 60_000);
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b).take('198.51.100.50', now)),
    );
    const allowed = answers.filter(Boolean).length;
    expect(allowed).toBeLessThanOrEqual(200);
    // permits one process still holds unused may refuse at most a reservation's worth early
    expect(allowed).toBeGreaterThanOrEqual(200 - 2 * 10);
    // far fewer writes than requests
    expect(a.reservations + b.reservations).toBeLessThan(60);
    // a restarted process (a fresh limiter) finds the window spent
    const restarted = new RateLimiter(s.db, 200, 60_000);
    const after = await Promise.all(Array.from({ length: 20 }, () => restarted.take('198.51.100.50', now)));
    expect(after.filter(Boolean)).toEqual([]);
    // and one process alone hands out exactly the limit
    const alone = new RateLimiter(s.db, 200, 60_000);
    const one = await Promise.all(Array.from({ length: 250 }, () => alone.take('198.51.100.51', now)));
    expect(one.filter(Boolean).length).toBe(200);
  });

  test('rows of past windows are deleted', async () => {
    const limiter = new RateLimiter(s.db, 5, 1000);
    const t = Date.now();
    await limiter.take('stale-client', t - 10 * 60_000);
    expect((await s.sql`select 1 from rate_limits where key = '5/1000:stale-client'`).length).toBe(1);
    await limiter.take('fresh-client', t);
    await expect
      .poll(async () => (await s.sql`select 1 from rate_limits where key = '5/1000:stale-client'`).length)
      .toBe(0);
  });
});

describe('client address', () => {
  test('X-Forwarded-For from an untrusted peer is ignored: 20 rotating values are one client', async () => {
    const app = createApp(s.services, {
      peerAddress: testPeer,
      rateLimit: new RateLimiter(s.db, 5, 60_000),
      trustedProxies: [],
    });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 20; i++) {
      codes.push(
        codeOf(
          await post(
            app,
            { query: '{ worlds { id } }' },
            { [TEST_PEER_HEADER]: '198.51.100.50', 'x-forwarded-for': `10.9.${i}.1` },
          ),
        ),
      );
    }
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(15);
  });

  test('behind a trusted proxy the client is the address that proxy saw, not what the client wrote', async () => {
    const app = createApp(s.services, {
      peerAddress: testPeer,
      rateLimit: new RateLimiter(s.db, 3, 60_000),
      trustedProxies: ['10.0.0.0/8'],
    });
    const via = (xff: string) =>
      post(app, { query: '{ worlds { id } }' }, { [TEST_PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': xff });
    // different real clients behind the proxy each get their own count
    for (let i = 0; i < 6; i++) expect(codeOf(await via(`203.0.113.${100 + i}`))).toBeUndefined();
    // a client that forges the header: the proxy appends what it saw, and that is the key
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) codes.push(codeOf(await via(`6.6.6.${i}, 203.0.113.200`)));
    expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  test('sign-in blocks key on the same client address', async () => {
    await s.newPlayer('Proxied1');
    const app = createApp(s.services, { peerAddress: testPeer, trustedProxies: ['10.0.0.2'] });
    await post(
      app,
      { query: LOGIN, variables: { u: 'Proxied1', p: 'Wrong1234', c: await s.captcha('login') } },
      {
        [TEST_PEER_HEADER]: '10.0.0.2',
        'x-forwarded-for': '1.1.1.1, 203.0.113.77',
      },
    );
    await post(
      app,
      { query: LOGIN, variables: { u: 'Proxied1', p: 'Wrong1234', c: await s.captcha('login') } },
      {
        [TEST_PEER_HEADER]: '198.51.100.99',
        'x-forwarded-for': '203.0.113.77',
      },
    );
    const rows = await s.sql`select source, failures from login_failures where username = 'proxied1' order by source`;
    expect(rows.map((r) => [r.source, r.failures])).toEqual([
      ['198.51.100.99', 1],
      ['203.0.113.77', 1],
    ]);
  });
});
