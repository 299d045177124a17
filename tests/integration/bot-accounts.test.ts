/**
 * Bot accounts: an admin makes bot commanders for `bun run bots` with a reason and one
 * audit entry; the passwords are answered once and sign in; the accounts are flagged as bots for
 * /control (admin-only fields); asking again re-issues the bots' passwords; a name held by a person
 * is refused with nothing changed.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let admin: string;
beforeAll(async () => {
  s = await createTestStack();
  admin = await s.adminToken();
});
afterAll(async () => s?.close());

const CREATE =
  'mutation($p:String!,$n:Int!,$r:String!){ adminCreateBots(prefix:$p, count:$n, reason:$r){ accountId username password created } }';
type Cred = { accountId: string; username: string; password: string; created: boolean };
const auditRows = () =>
  s.db
    .selectFrom('audit_log' as never)
    .selectAll()
    .where('action' as never, '=', 'create-bots' as never)
    .execute() as Promise<{ target: string; details: unknown }[]>;

test('only an admin may create bots, and only with a reason; refusals write no audit entry', async () => {
  const player = await s.newPlayerWithProfile('Human1');
  expect((await s.gql(CREATE, { p: 'sneaky', n: 1, r: 'because' })).errors?.[0]?.message).toBe('Not authenticated');
  expect((await s.gql(CREATE, { p: 'sneaky', n: 1, r: 'because' }, player.token)).errors?.[0]?.message).toBe(
    'Not authorized',
  );
  const noReason = await s.gql(CREATE, { p: 'sneaky', n: 1, r: ' ' }, admin);
  expect(noReason.errors?.[0]?.message).toBe('Reason must have at least 3 characters');
  expect((await s.gql(CREATE, { p: 'bad-prefix', n: 1, r: 'load run' }, admin)).errors?.[0]?.message).toBe(
    'Prefix must have valid format',
  );
  expect((await s.gql(CREATE, { p: 'many', n: 201, r: 'load run' }, admin)).errors?.[0]?.message).toBe(
    'Count can be at most 200',
  );
  expect(await auditRows()).toHaveLength(0);
  expect(
    await s.db
      .selectFrom('accounts' as never)
      .select('username' as never)
      .where('username' as never, 'like', 'sneaky%' as never)
      .execute(),
  ).toHaveLength(0);
});

test('bots are created active and flagged, sign in with the answered password, show as bots to admins only, and one audit entry is written', async () => {
  const r = await s.gql<{ adminCreateBots: Cred[] }>(CREATE, { p: 'botalpha', n: 3, r: 'soak run' }, admin);
  expect(r.errors).toBeUndefined();
  const bots = r.data!.adminCreateBots;
  expect(bots.map((b) => [b.username, b.created])).toEqual([
    ['botalpha1', true],
    ['botalpha2', true],
    ['botalpha3', true],
  ]);
  const rows = (await s.db
    .selectFrom('accounts' as never)
    .select(['username', 'is_bot', 'status', 'password_hash'] as never)
    .where('username' as never, 'like', 'botalpha%' as never)
    .execute()) as { username: string; is_bot: boolean; status: string; password_hash: string }[];
  expect(rows.every((a) => a.is_bot && a.status === 'active')).toBe(true);
  // only hashes are kept
  expect(rows.some((a) => bots.some((b) => a.password_hash.includes(b.password)))).toBe(false);
  const audit = await auditRows();
  expect(audit).toHaveLength(1);
  expect(audit[0]!.target).toBe('botalpha');
  expect(JSON.stringify(audit[0]!.details)).toContain('soak run');

  // a bot signs in and plays like anyone
  const token = await s.login('botalpha1', bots[0]!.password);
  const worlds = await s.gql<{ worlds: { id: string }[] }>('{ worlds { id } }');
  const profile = await s.gql<{ createProfile: { id: string } }>(
    'mutation($w:ID!){ createProfile(worldId:$w, username:"botalpha1"){ id } }',
    { w: worlds.data!.worlds[0]!.id },
    token,
  );
  const profileId = profile.data!.createProfile.id;

  // admins see the flag on the players list and the player page
  const list = await s.gql<{ adminProfiles: { username: string; isBot: boolean }[] }>(
    '{ adminProfiles { username isBot } }',
    {},
    admin,
  );
  expect(list.data!.adminProfiles.find((p) => p.username === 'botalpha1')?.isBot).toBe(true);
  const human = await s.newPlayerWithProfile('Human2');
  const list2 = await s.gql<{ adminProfiles: { username: string; isBot: boolean }[] }>(
    '{ adminProfiles { username isBot } }',
    {},
    admin,
  );
  expect(list2.data!.adminProfiles.find((p) => p.username === 'Human2')?.isBot).toBe(false);
  const page = await s.gql<{ adminPlayer: { account: { isBot: boolean } } }>(
    'query($id:ID!){ adminPlayer(userProfileId:$id){ account { isBot } } }',
    { id: profileId },
    admin,
  );
  expect(page.data!.adminPlayer.account.isBot).toBe(true);
  // a player cannot read the flag
  expect((await s.gql('{ adminProfiles { isBot } }', {}, human.token)).errors?.[0]?.message).toBe('Not authorized');
  expect(
    (await s.gql('query($id:ID!){ adminPlayer(userProfileId:$id){ account { isBot } } }', { id: profileId }, token))
      .errors?.[0]?.message,
  ).toBe('Not authorized');
});

test('asking again re-issues the bots’ passwords (old ones stop working, sessions end) and creates only the missing ones', async () => {
  const first = (await s.gql<{ adminCreateBots: Cred[] }>(CREATE, { p: 'botbeta', n: 1, r: 'first run' }, admin)).data!
    .adminCreateBots;
  const oldToken = await s.login('botbeta1', first[0]!.password);
  const again = (await s.gql<{ adminCreateBots: Cred[] }>(CREATE, { p: 'botbeta', n: 2, r: 'second run' }, admin)).data!
    .adminCreateBots;
  expect(again.map((b) => [b.username, b.created])).toEqual([
    ['botbeta1', false],
    ['botbeta2', true],
  ]);
  expect(again[0]!.accountId).toBe(first[0]!.accountId);
  expect(again[0]!.password).not.toBe(first[0]!.password);
  expect((await s.gql('{ myProfiles { id } }', {}, oldToken)).errors?.[0]?.message).toBe('Not authenticated');
  await expect(s.login('botbeta1', first[0]!.password)).rejects.toThrow();
  await s.login('botbeta1', again[0]!.password);
  // more than one call's worth: the numbers go on from `from`
  const next = await s.gql<{ adminCreateBots: Cred[] }>(
    'mutation{ adminCreateBots(prefix:"botbeta", count:2, from:3, reason:"third run"){ username created } }',
    {},
    admin,
  );
  expect(next.data!.adminCreateBots.map((b) => [b.username, b.created])).toEqual([
    ['botbeta3', true],
    ['botbeta4', true],
  ]);
});

test('a name held by a person is refused, and nothing of the call is kept', async () => {
  await s.newPlayer('botgamma2');
  const before = (await auditRows()).length;
  const r = await s.gql(CREATE, { p: 'botgamma', n: 3, r: 'load run' }, admin);
  expect(r.errors?.[0]?.message).toBe('The name botgamma2 belongs to a commander who is not a bot');
  expect(r.errors?.[0]?.extensions?.code).toBe('BOT_NAME_TAKEN');
  expect(
    await s.db
      .selectFrom('accounts' as never)
      .select('username' as never)
      .where('username' as never, '=', 'botgamma1' as never)
      .execute(),
  ).toHaveLength(0);
  expect((await auditRows()).length).toBe(before);
});
