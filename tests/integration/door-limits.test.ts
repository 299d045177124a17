/** The HTTP doors' limits: aliases count towards COMPLEXITY_REACHED; /trpc is rate limited and its batches capped. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { config } from '../../src/platform/config.ts';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { createApp } from '../../src/server/app.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const manyAliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: worlds { id }`).join(' ')} }`;

describe('complexity', () => {
  test('1,000 aliases of one cheap field are refused as a guest over HTTP, as few are answered', async () => {
    const r = await s.gql(manyAliases);
    expect(r.errors?.[0]).toMatchObject({ message: 'COMPLEXITY_REACHED', extensions: { code: 'COMPLEXITY_REACHED' } });
    expect(r.data).toBeUndefined();
    const few = await s.gql(`{ ${Array.from({ length: config.graphqlMaxAliases }, (_, i) => `a${i}: worlds { id }`).join(' ')} }`);
    expect(few.errors).toBeUndefined();
    expect(Object.keys(few.data ?? {})).toHaveLength(config.graphqlMaxAliases);
  });
});

describe('rate limit on every door', () => {
  test('/trpc is rate limited like /graphql, and a batch is capped', async () => {
    const app = createApp(s.services, { rateLimit: new RateLimiter(3, 60_000) });
    const admin = await s.adminToken();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await app.handle(new Request('http://localhost/trpc/accounts.me', { headers: { 'x-session-token': admin } }));
      statuses.push(r.status);
      if (r.status === 429) expect(await r.json()).toEqual({ errors: [{ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } }] });
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const batchOf = (n: number) => s.app.handle(new Request(`http://localhost/trpc/${Array.from({ length: n }, () => 'accounts.me').join(',')}?batch=1&input=${encodeURIComponent('{}')}`, { headers: { 'x-session-token': admin } }));
    expect((await batchOf(config.trpcMaxBatchSize)).status).toBe(200);
    expect((await batchOf(config.trpcMaxBatchSize + 1)).status).toBe(400);
  });
});
