/** Session tokens the server did not make the way it makes them are refused as "Not authenticated". */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getOrCreateSecret } from '../../src/platform/secrets.ts';
import { servers, socket } from '../support/sockets.ts';
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

/** A token signed with the server's own key (as if it leaked or a bug made it), with these claims. */
async function forge(claims: Record<string, unknown>, opts: { exp?: number } = {}) {
  // the key as the server reads it (stored sealed: decision 017)
  const key = new TextEncoder().encode(process.env.SESSION_SECRET ?? (await getOrCreateSecret(s.db, 'session-token')));
  const now = Math.floor(s.clock.now() / 1000);
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now);
  if (opts.exp) jwt.setExpirationTime(now + opts.exp);
  return jwt.sign(key);
}
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('tokens', () => {
  test('a token without an expiry is refused with "Not authenticated", though its session is live', async () => {
    const p = await s.newPlayer('DoorsForever');
    const { sid, sub, role, username } = claimsOf(p.token);
    const withExpiry = await forge({ sid, sub, role, username }, { exp: 3600 });
    expect((await s.gql('{ me { username } }', {}, withExpiry)).data).toEqual({ me: { username: 'DoorsForever' } });
    const forever = await forge({ sid, sub, role, username });
    const r = await s.gql('{ twoFactorSetup { secret } }', {}, forever);
    expect(r.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'NOT_AUTHENTICATED' } });
    expect((await s.gql('{ me { username } }', {}, forever)).data).toEqual({ me: null });
  });

  test('a token whose session id is not a UUID answers "Not authenticated", not a server error', async () => {
    const p = await s.newPlayer('DoorsOddSid');
    const { sub, role, username } = claimsOf(p.token);
    const odd = await forge({ sid: "x' or 1=1 --", sub, role, username }, { exp: 3600 });
    const r = await s.gql('{ twoFactorSetup { secret } }', {}, odd);
    expect(r.status).toBe(200);
    expect(r.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'NOT_AUTHENTICATED' } });
    const sock = socket(sv.listen(), odd);
    expect(await Promise.race([sock.closed, sock.connected.then(() => 'connected')])).toEqual({
      code: 4401,
      reason: 'Not authenticated',
    });
    await sock.client.dispose();
  });
});
