import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { publish } from '../../src/platform/pubsub.ts';
import { createApp } from '../../src/server/app.ts';
import { printedSchema } from '../../src/server/schema.ts';
import { createTestStack, type TestStack, testPeer } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

describe('the GraphQL surface', () => {
  test('the committed schema.graphql matches the schema the server builds (run `bun run schema:print` after a change)', () => {
    expect(readFileSync('schema.graphql', 'utf8').trim()).toBe(printedSchema().trim());
  });

  test('an over-costly query answers COMPLEXITY_REACHED', async () => {
    const costly = `{ ${Array.from({ length: 800 }, (_, i) => `w${i}: worlds { id name opensAt isOpen }`).join(' ')} }`;
    const r = await s.gql(costly);
    expect(r.errors?.[0]?.message).toBe('COMPLEXITY_REACHED');
  });

  test('an id that is no id answers a refusal naming the field, checked before any query, never a stack trace', async () => {
    const r = await s.gql(
      'mutation { enterProfile(profileId: "not-a-uuid") { id } }',
      {},
      (await s.newPlayer('Idless')).token,
    );
    expect(JSON.stringify(r)).not.toMatch(/at .*\.ts:\d+/);
    expect(r.errors?.[0]).toEqual({
      message: 'Profile id must be a valid id',
      extensions: { code: 'BAD_INPUT', details: { field: 'profileId' } },
    });
  });
});

describe('rate limits', () => {
  test('past the limit a client gets code RATE_LIMITED', async () => {
    const app = createApp(s.services, { rateLimit: new RateLimiter(s.db, 5, 60_000), peerAddress: testPeer });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.handle(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ worlds { id } }"}',
        }),
      );
      const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 5).every((c) => c === undefined)).toBe(true);
    expect(codes[6]).toBe('RATE_LIMITED');
  });
});

describe('the web client', () => {
  // a fixture build each (dist/web may or may not be built where the tests run): the answer is decided, not either
  const withWeb = (index: string | null) => {
    const dir = mkdtempSync(join(tmpdir(), 'web-'));
    if (index !== null) writeFileSync(join(dir, 'index.html'), index);
    return { app: createApp(s.services, { webDir: dir }), done: () => rmSync(dir, { recursive: true, force: true }) };
  };

  test('deep links fall back to the app with status 200', async () => {
    const web = withWeb('<!doctype html><html><body><div id="root"></div></body></html>');
    try {
      for (const path of ['/lore/3', '/base', '/control/player/abc'] as const) {
        const r = await web.app.handle(new Request(`http://localhost${path}`));
        expect(r.status, path).toBe(200);
        expect(r.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(await r.text(), path).toContain('<div id="root">');
      }
    } finally {
      web.done();
    }
  });

  test('without a built client a deep link answers 503 saying what to run', async () => {
    const web = withWeb(null);
    try {
      const r = await web.app.handle(new Request('http://localhost/lore/3'));
      expect(r.status).toBe(503);
      expect(await r.text()).toBe('The web client is not built yet: run `bun run build`.');
    } finally {
      web.done();
    }
  });
});

describe('push', () => {
  test('a change committed with publish() reaches the subscribed account only after commit', async () => {
    const it = s.services.push.subscribe('acc-1');
    const next = it.next();
    await s.db.transaction().execute(async (trx) => {
      await publish(trx, {
        accountId: 'acc-1',
        kind: 'ticket-closed',
        data: { ticketId: 't', subject: 's', text: 'closed' },
      });
    });
    const got = await Promise.race([next, new Promise((r) => setTimeout(() => r('timeout'), 3000))]);
    expect(got).toMatchObject({ value: { kind: 'ticket-closed' } });
    await it.return?.();
  });
});
