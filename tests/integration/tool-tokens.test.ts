/**
 * Tool tokens: made by a commander with scopes, read-only over /tool-api/v1 with a bearer token; a
 * token reads only its scopes; a revoked one (by its owner or an admin) is refused; each has its own
 * limit per minute, told in RateLimit headers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const CREATE = `mutation($n:String!,$s:[String!]!,$m:Int){ createToolToken(name:$n, scopes:$s, perMinute:$m){
  token info { id name scopes hint perMinute revokedAt } } }`;
const read = (path: string, token?: string) =>
  s.app.handle(
    new Request(`http://localhost/tool-api/v1/${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );

describe('tool tokens', () => {
  test('a token with one scope reads it and nothing else', async () => {
    const p = await s.newPlayerWithProfile('Toolsmith');
    const made = (await s.gql(CREATE, { n: 'my map', s: ['base'] }, p.token)).data!.createToolToken;
    expect(made.token).toMatch(/^eft_[\w-]{43}$/);
    expect(made.info).toMatchObject({ name: 'my map', scopes: ['base'], hint: made.token.slice(-4), perMinute: 30 });
    const base = await read('base', made.token);
    expect(base.status).toBe(200);
    const body = await base.json();
    expect(body.data.base.buildings['command-center']).toBe(2);
    const reports = await read('reports', made.token);
    expect(reports.status).toBe(403);
    expect((await reports.json()).errors[0]).toMatchObject({
      message: 'This token may not read reports',
      extensions: { code: 'TOKEN_SCOPE' },
    });
    expect((await read('war-room', made.token)).status).toBe(403);
    // the list never shows the secret again
    const list = (await s.gql('{ toolTokens { id hint } }', {}, p.token)).data!.toolTokens;
    expect(JSON.stringify(list)).not.toContain(made.token);
    // a token is not a session: GraphQL does not take it
    expect((await read('base', `${made.token}x`)).status).toBe(401);
    expect((await read('base')).status).toBe(401);
  });

  test('the reports and war-room scopes read the owner’s reports and the alliance’s incoming attacks', async () => {
    const p = await s.newPlayerWithProfile('Archivist');
    const made = (await s.gql(CREATE, { n: 'bot', s: ['reports', 'war-room'] }, p.token)).data!.createToolToken;
    const reports = await (await read('reports', made.token)).json();
    expect(Array.isArray(reports.data.reports)).toBe(true);
    const war = await (await read('war-room', made.token)).json();
    expect(war.data.warRoom).toEqual({ alliance: null, incoming: [] });
    expect((await read('base', made.token)).status).toBe(403);
  });

  test('a revoked token is refused, by its owner or by an admin', async () => {
    const p = await s.newPlayerWithProfile('Revoker');
    const a = (await s.gql(CREATE, { n: 'one', s: ['base'] }, p.token)).data!.createToolToken;
    const b = (await s.gql(CREATE, { n: 'two', s: ['base'] }, p.token)).data!.createToolToken;
    expect((await read('base', a.token)).status).toBe(200);
    const after = (
      await s.gql('mutation($id:ID!){ revokeToolToken(id:$id){ id revokedAt revokedBy } }', { id: a.info.id }, p.token)
    ).data!.revokeToolToken;
    expect(after.find((t: { id: string }) => t.id === a.info.id).revokedBy).toBe('owner');
    const refused = await read('base', a.token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).errors[0].extensions.code).toBe('TOKEN_INVALID');
    // another commander cannot revoke it
    const other = await s.newPlayerWithProfile('Meddler');
    const denied = await s.gql('mutation($id:ID!){ revokeToolToken(id:$id){ id } }', { id: b.info.id }, other.token);
    expect(denied.errors?.[0]?.message).toBe('Tool token not found');
    expect((await read('base', b.token)).status).toBe(200);
    // an admin sees every token and revokes it
    const admin = await s.adminToken();
    const all = (await s.gql('{ adminToolTokens { commander token { id name scopes } } }', {}, admin)).data!
      .adminToolTokens;
    expect(all.find((t: { token: { id: string } }) => t.token.id === b.info.id)).toMatchObject({
      commander: 'Revoker',
    });
    await s.gql('mutation($id:ID!){ adminRevokeToolToken(id:$id){ token { id } } }', { id: b.info.id }, admin);
    expect((await read('base', b.token)).status).toBe(401);
    // players cannot list everyone's
    expect((await s.gql('{ adminToolTokens { commander } }', {}, p.token)).errors?.[0]?.message).toBe('Not authorized');
  });

  test('each token has its own limit per minute, told in RateLimit headers', async () => {
    const p = await s.newPlayerWithProfile('Hammer');
    const slow = (await s.gql(CREATE, { n: 'slow', s: ['base'], m: 3 }, p.token)).data!.createToolToken;
    const other = (await s.gql(CREATE, { n: 'other', s: ['base'], m: 3 }, p.token)).data!.createToolToken;
    s.clock.set(Math.ceil(s.clock.now() / 60_000) * 60_000 + 1000);
    const first = await read('base', slow.token);
    expect(first.headers.get('ratelimit-policy')).toBe('"per-token";q=3;w=60');
    expect(first.headers.get('ratelimit')).toBe('"per-token";r=2;t=59');
    await read('base', slow.token);
    await read('base', slow.token);
    const over = await read('base', slow.token);
    expect(over.status).toBe(429);
    expect(over.headers.get('ratelimit')).toBe('"per-token";r=0;t=59');
    expect(over.headers.get('retry-after')).toBe('59');
    // another token of the same commander has its own window
    expect((await read('base', other.token)).status).toBe(200);
    s.clock.advance(60_000);
    expect((await read('base', slow.token)).status).toBe(200);
  });

  test('scopes and limits are checked when a token is made', async () => {
    const p = await s.newPlayerWithProfile('Careful');
    const bad = await s.gql(CREATE, { n: 'x', s: ['marches'] }, p.token);
    expect(bad.errors?.[0]?.message).toMatch(/scopes/i);
    const fast = await s.gql(CREATE, { n: 'x', s: ['base'], m: 1000 }, p.token);
    expect(fast.errors?.[0]?.message).toMatch(/per ?minute/i);
  });
});
