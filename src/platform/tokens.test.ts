/** The token service remembers tokens it checked: still expiring on time, never for another token. */
import { expect, test } from 'vitest';
import { TokenService } from './tokens.ts';

const claims = {
  sid: '0b7f6c1e-1d2a-4c8e-9f00-000000000001',
  sub: '0b7f6c1e-1d2a-4c8e-9f00-000000000002',
  role: 'player' as const,
  username: 'Vega',
  authActive: false,
  lastLogin: null,
};

test('a token checked once still expires on time, and a token differing by one character is refused though the real one was checked', async () => {
  const tokens = new TokenService('a-secret-of-at-least-thirty-two-characters', 3600);
  const t0 = 1_800_000_000_000;
  const token = await tokens.sign(claims, t0);
  expect(await tokens.verify(token, t0 + 1000)).toMatchObject({ sid: claims.sid, username: 'Vega' });
  // checked again (from memory): the same answer
  expect(await tokens.verify(token, t0 + 2000)).toMatchObject({ sid: claims.sid });
  // one second before its expiry it is good, at its expiry it is not
  expect(await tokens.verify(token, t0 + 3599_000)).not.toBeNull();
  expect(await tokens.verify(token, t0 + 3600_000)).toBeNull();
  expect(await tokens.verify(token, t0 + 1000)).not.toBeNull();
  // a forged signature, payload or header: refused, though the genuine token is remembered
  const [h, p, sig] = token.split('.') as [string, string, string];
  const flip = (x: string) => (x.endsWith('A') ? `${x.slice(0, -1)}B` : `${x.slice(0, -1)}A`);
  for (const forged of [`${h}.${p}.${flip(sig)}`, `${h}.${flip(p)}.${sig}`, `${flip(h)}.${p}.${sig}`])
    expect(await tokens.verify(forged, t0 + 1000), forged).toBeNull();
  // and another service's key does not know it
  expect(
    await new TokenService('another-secret-of-at-least-thirty-two-chars', 3600).verify(token, t0 + 1000),
  ).toBeNull();
});
