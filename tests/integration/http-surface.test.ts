/**
 * What a production server shows over HTTP: JSON bodies only on /graphql and /trpc, no
 * subscriptions over HTTP (they live on the socket), no GraphiQL, introspection or suggestions,
 * and the security headers on every answer.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { createApp } from '../../src/server/app.ts';
import { ask, servers, socket } from '../support/sockets.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
const sv = servers(() => s.services);
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => {
  sv.stopAll();
  await s?.close();
});

/** The stream's text up to its first data event (or what came within 5 s: an open stream never ends). */
async function firstEvent(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!/data: \S/.test(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  // not awaited: a fault's open subscription only finishes cancelling at its next message
  void reader.cancel();
  return text;
}

describe('request bodies: JSON only', () => {
  const post = (type: string | null, body: BodyInit, path = '/graphql') =>
    s.app.handle(
      new Request(`http://localhost${path}`, { method: 'POST', headers: type ? { 'content-type': type } : {}, body }),
    );

  test('form-encoded, multipart, plain text or untyped bodies answer 415 with a clear message; JSON is answered', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ worlds { id } }' }));
    form.set('map', '{}');
    const refused = [
      await post('application/x-www-form-urlencoded', `query=${encodeURIComponent('{ worlds { id } }')}`),
      await s.app.handle(new Request('http://localhost/graphql', { method: 'POST', body: form })),
      await post('text/plain', JSON.stringify({ query: '{ worlds { id } }' })),
      await post(null, JSON.stringify({ query: '{ worlds { id } }' })),
      await post('application/x-www-form-urlencoded', 'x=1', '/trpc/accounts.logout'),
    ];
    for (const r of refused) {
      expect(r.status).toBe(415);
      const body = (await r.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.message).toMatch(/^Unsupported Media Type: send the request as application\/json/);
      expect(body.errors[0]?.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    // media types are case-insensitive (RFC 9110): any spelling of JSON is JSON, on both doors
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'Application/Json; Charset=UTF-8',
    ]) {
      const ok = await post(type, JSON.stringify({ query: '{ worlds { id } }' }));
      expect(ok.status, type).toBe(200);
      expect(((await ok.json()) as { data: unknown }).data).toBeTruthy();
    }
    const admin = await s.adminToken();
    const trpc = await s.app.handle(
      new Request('http://localhost/trpc/accounts.logout', {
        method: 'POST',
        headers: { 'content-type': 'APPLICATION/JSON', 'x-session-token': admin },
        body: '{}',
      }),
    );
    expect(trpc.status).toBe(200);
    // GraphQL over HTTP: the response type a client may ask for
    const modern = await s.app.handle(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: '{ worlds { id } }' }),
      }),
    );
    expect(modern.status).toBe(200);
    expect(modern.headers.get('content-type')).toContain('application/graphql-response+json');
  });

  test('GET answers queries but never mutations; subscriptions are not served over HTTP', async () => {
    const q = await s.app.handle(
      new Request(`http://localhost/graphql?query=${encodeURIComponent('{ worlds { id } }')}`),
    );
    expect(q.status).toBe(200);
    const m = await s.app.handle(
      new Request(`http://localhost/graphql?query=${encodeURIComponent('mutation { logout { ok } }')}`),
    );
    expect(m.status).toBe(405);
    const p = await s.newPlayer('DoorsSse');
    const sse = await s.app.handle(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-session-token': p.token },
        body: JSON.stringify({ query: 'subscription { notifications { kind } }' }),
      }),
    );
    expect(await firstEvent(sse)).toContain('Subscriptions run over the WebSocket at /graphql-ws');
  });
});

describe('/trpc subscriptions', () => {
  test('a caller /trpc refuses gets 403 for a subscription too, not an event stream; an admin gets the stream', async () => {
    const player = await s.newPlayer('DoorsTrpcSse');
    for (const [who, token] of [
      ['guest', null],
      ['player', player.token],
    ] as const) {
      for (const path of ['accounts.notifications', 'chat.live', 'worlds.announcements']) {
        const r = await s.app.handle(
          new Request(`http://localhost/trpc/${path}`, { headers: token ? { 'x-session-token': token } : {} }),
        );
        expect(r.status, `${who} ${path}`).toBe(403);
        expect(r.headers.get('content-type'), `${who} ${path}`).toContain('application/json');
        expect(await r.json()).toEqual({
          error: {
            message: 'Not authorized',
            code: -32003,
            data: { code: 'FORBIDDEN', httpStatus: 403, path, appCode: 'NOT_AUTHORIZED' },
          },
        });
      }
    }
    // a path that is no procedure's, even a malformed escape, is refused, never a 500
    for (const path of ['%E0%A4%A', 'no.such']) {
      const status = (await s.app.handle(new Request(`http://localhost/trpc/${path}`))).status;
      expect([400, 403, 404], `${path}: ${status}`).toContain(status);
    }
    // the same answer tRPC gives a refused query
    const query = await s.app.handle(new Request('http://localhost/trpc/accounts.me'));
    expect(query.status).toBe(403);
    expect(((await query.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe(
      'NOT_AUTHORIZED',
    );
    const admin = await s.app.handle(
      new Request('http://localhost/trpc/accounts.notifications', {
        headers: { 'x-session-token': await s.adminToken() },
      }),
    );
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toContain('text/event-stream');
    await admin.body?.cancel();
  });
});

describe('the production surface (NODE_ENV is not development)', () => {
  test('no GraphiQL, no introspection for a guest, no "Did you mean" suggestions, over HTTP and the socket', async () => {
    const page = await s.app.handle(new Request('http://localhost/graphql', { headers: { accept: 'text/html' } }));
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await page.text()).toLowerCase()).not.toContain('graphiql');
    const intro = await s.gql('{ __schema { types { name } } }');
    expect(intro.data).toBeUndefined();
    expect(intro.errors?.[0]?.message).toContain('introspection has been disabled');
    const typeIntro = await s.gql('{ __type(name: "Query") { fields { name } } }');
    expect(typeIntro.data).toBeUndefined();
    const typo = await s.gql('{ world { id } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "world" on type "Query".');
    const argTypo = await s.gql('{ captchaChallenge(actoin: "login") }');
    expect(argTypo.errors?.[0]?.message).toBe('Unknown argument "actoin" on field "Query.captchaChallenge".');
    // a variable's input object is checked as the operation runs
    const inputTypo = await s.gql('mutation($i: RegisterInput!) { register(input: $i) { ok } }', {
      i: { usernme: 'Someone', password: 'Secret123', email: 'someone@example.test', termsAgreed: true },
    });
    expect(inputTypo.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(inputTypo.errors)).not.toContain('Did you mean');
    const { client } = socket(sv.listen());
    const overSocket = await ask(client, '{ world { id } }');
    expect(overSocket.errors?.[0]?.message).toBe('Cannot query field "world" on type "Query".');
    expect((await ask(client, '{ __schema { types { name } } }')).errors?.[0]?.message).toContain(
      'introspection has been disabled',
    );
    await client.dispose();
  });
});

describe('response headers', () => {
  const json = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{ worlds { id } }"}',
  };
  const paths: [string, RequestInit?][] = [
    ['/'],
    ['/base'],
    ['/assets/missing.js'],
    ['/health'],
    ['/graphql', json],
    ['/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
    ['/trpc/accounts.me'],
    ['/no-such-route', { method: 'POST' }],
  ];

  test('every response carries the CSP, frame, sniffing and referrer protections; HSTS only over TLS', async () => {
    const home = await s.app.handle(new Request('http://localhost/'));
    const asset = home.status === 200 ? /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1] : undefined;
    for (const [path, init] of [...paths, ...(asset ? [[asset] as [string]] : [])]) {
      const h = (await s.app.handle(new Request(`http://localhost${path}`, init))).headers;
      expect(h.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(h.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(h.get('content-security-policy'), path).not.toContain('unsafe-inline');
      expect(h.get('x-frame-options'), path).toBe('DENY');
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
      expect(h.get('referrer-policy'), path).toBe('no-referrer');
      expect(h.get('strict-transport-security'), path).toBeNull();
    }
    // a rate-limited answer carries them too
    const limited = createApp(s.services, { rateLimit: new RateLimiter(s.db, 1, 60_000) });
    await limited.handle(new Request('http://localhost/graphql', json));
    const r429 = await limited.handle(new Request('http://localhost/graphql', json));
    expect(r429.status).toBe(429);
    expect(r429.headers.get('x-frame-options')).toBe('DENY');
    // over TLS (the request URL is https): HSTS; a client's own X-Forwarded-Proto is not trusted by default
    const tls = await s.app.handle(new Request('https://localhost/health'));
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const claimed = await s.app.handle(
      new Request('http://localhost/health', { headers: { 'x-forwarded-proto': 'https' } }),
    );
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});
