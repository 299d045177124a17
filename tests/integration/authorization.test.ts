/** Who may call what: every procedure of the front door as guest, player, another player and admin. */
import {
  astFromValue,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLScalarType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  print,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appRouter } from '../../src/server/router.ts';
import { schema } from '../../src/server/schema.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let admin: string;
let alice: { token: string; profileId: string };
let bob: { token: string; profileId: string };
let noProfile: string;
beforeAll(async () => {
  s = await createTestStack();
  admin = await s.adminToken();
  alice = await s.newPlayerWithProfile('Alice');
  bob = await s.newPlayerWithProfile('Bob');
  noProfile = (await s.newPlayer('Carol')).token;
});
afterAll(async () => s?.close());

/**
 * Every admin operation of the built schema (not a list kept by hand: a new one is covered the day it
 * is added): a field named admin…, one its description marks as the admins' ("admins: …", "… for
 * admins"), and the older ones named otherwise. Each is called with well-formed arguments (valid
 * documents, so the refusal is the guard's, not the validator's) as a guest and as a player.
 */
const OLDER_ADMIN_OPERATIONS = [
  'approveRegistration',
  'denyRegistration',
  'createWorld',
  'grantReward',
  'scheduleEvent',
  'cancelEvent',
  'answerTicket',
  'closeTicket',
];
const Z = '00000000-0000-0000-0000-000000000000';

/** A well-formed value of an input type: the first enum value, a nil id, one element, every input field. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sample(f.type)]));
  if (isEnumType(type)) return type.getValues()[0]!.value;
  switch ((type as GraphQLScalarType).name) {
    case 'ID':
      return Z;
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2030-01-01T00:00:00Z';
    default:
      return 'abc';
  }
}

/** `query { field(arg: …) { __typename } }`: every argument written out, the least selection. */
function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.map((a) => `${a.name}: ${print(astFromValue(sample(a.type), a.type)!)}`).join(', ');
  const leaf = isLeafType(getNamedType(field.type));
  return `${kind} { ${field.name}${args ? `(${args})` : ''}${leaf ? '' : ' { __typename }'} }`;
}

const isAdminField = (f: GraphQLField<unknown, unknown>) =>
  f.name.startsWith('admin') ||
  OLDER_ADMIN_OPERATIONS.includes(f.name) ||
  /^admins:|for admins\b/.test(f.description ?? '');

const ADMIN_OPERATIONS = (['query', 'mutation'] as const).flatMap((kind) =>
  Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
    .filter(isAdminField)
    .map((f) => [f.name, operation(kind, f)] as const),
);

describe('admin-only fields', () => {
  test('the schema has its admin queries and mutations, the older ones among them, and no admin subscription', () => {
    const names = ADMIN_OPERATIONS.map(([name]) => name);
    for (const name of [
      ...OLDER_ADMIN_OPERATIONS,
      'adminMultiAccountSignals',
      'adminRegistrations',
      'adminSuspendAccount',
    ])
      expect(names).toContain(name);
    expect(ADMIN_OPERATIONS.filter(([, op]) => op.startsWith('query')).length).toBeGreaterThanOrEqual(17);
    // subscriptions travel on the socket, where this test does not call: none may be an admin's
    expect(Object.values(schema.getSubscriptionType()!.getFields()).filter(isAdminField)).toEqual([]);
  });

  test.each(ADMIN_OPERATIONS)(
    '%s: guest → Not authenticated, player → Not authorized, nothing answered',
    async (name, op) => {
      const guest = await s.gql(op);
      expect(guest.errors?.map((e) => e.message)).toEqual(['Not authenticated']);
      expect(guest.data?.[name] ?? null).toBeNull();
      const player = await s.gql(op, {}, alice.token);
      expect(player.errors?.map((e) => e.message)).toEqual(['Not authorized']);
      expect(player.data?.[name] ?? null).toBeNull();
      // a commander not yet in a world is no admin either
      expect((await s.gql(op, {}, noProfile)).errors?.map((e) => e.message)).toEqual(['Not authorized']);
    },
  );

  test('an admin reads a player by profile id', async () => {
    const r = await s.gql(
      'query($id:ID!){ adminPlayer(userProfileId:$id){ profile { username } account { email status } } }',
      { id: alice.profileId },
      admin,
    );
    expect(r.data?.adminPlayer).toEqual({
      profile: { username: 'Alice' },
      account: { email: 'alice@example.test', status: 'active' },
    });
  });

  test('an admin finds profiles by a fragment of their name', async () => {
    const r = await s.gql('{ adminProfiles(search: "lic") { id username worldName accountUsername } }', {}, admin);
    expect(r.data?.adminProfiles).toEqual([
      { id: alice.profileId, username: 'Alice', worldName: 'Andromeda Reach', accountUsername: 'Alice' },
    ]);
    // names hold letters and digits only: LIKE wildcards are dropped from a search, so "%" is no search at all
    const ids = async (search: string) =>
      (
        (await s.gql('query($q:String){ adminProfiles(search: $q) { id } }', { q: search }, admin)).data!
          .adminProfiles as { id: string }[]
      )
        .map((p) => p.id)
        .sort();
    expect(await ids('%')).toEqual(await ids(''));
    expect(await ids('l%c')).toEqual(await ids('lc'));
  });

  test('/trpc is for admins only', async () => {
    const guest = await s.app.handle(new Request('http://localhost/trpc/worlds.list'));
    expect(guest.status).toBe(403);
    const ok = await s.app.handle(
      new Request('http://localhost/trpc/worlds.list', { headers: { 'x-session-token': admin } }),
    );
    expect(ok.status).toBe(200);
  });

  test('every procedure of /trpc, read from the router, refuses a guest and a player', async () => {
    const procedures = Object.entries(
      (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
    );
    expect(procedures.length).toBeGreaterThan(100);
    for (const [path, p] of procedures)
      for (const token of [null, alice.token]) {
        const who = `${path} as ${token ? 'a player' : 'a guest'}`;
        const headers: Record<string, string> = token ? { 'x-session-token': token } : {};
        const r = await s.app.handle(
          p._def.type === 'mutation'
            ? new Request(`http://localhost/trpc/${path}`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: '{}',
              })
            : new Request(`http://localhost/trpc/${path}`, { headers }),
        );
        // subscriptions too: refused before any event stream opens (they once answered 200 and a stream)
        expect(r.status, who).toBe(403);
        if (p._def.type === 'subscription')
          expect(r.headers.get('content-type') ?? '', who).not.toMatch(/event-stream/);
      }
  });
});

describe('profiles', () => {
  test('profile fields need a profile entered: without one → Profile not selected', async () => {
    expect((await s.gql('{ profile { id } }', {}, noProfile)).errors?.[0]?.message).toBe('Profile not selected');
    expect((await s.gql('{ profile { id } }')).errors?.[0]?.message).toBe('Not authenticated');
  });

  test('admins cannot list or create profiles (they have no select-profile page)', async () => {
    expect((await s.gql('{ myProfiles { id } }', {}, admin)).errors?.[0]?.message).toBe('Not authorized');
  });

  test("a player cannot enter another player's profile", async () => {
    const r = await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: bob.profileId }, alice.token);
    expect(r.errors?.[0]?.message).toBe('Error entering profile');
  });

  test('a player enters their own profile and sees only their own list', async () => {
    const r = await s.gql(
      'mutation($p:ID!){ enterProfile(profileId:$p){ username } }',
      { p: alice.profileId },
      alice.token,
    );
    expect(r.data?.enterProfile.username).toBe('Alice');
    const list = await s.gql('{ myProfiles { username world { name } } }', {}, alice.token);
    expect(list.data?.myProfiles).toEqual([{ username: 'Alice', world: { name: 'Andromeda Reach' } }]);
  });

  test('one profile per world; a taken name or a closed world is refused with Error creating profile', async () => {
    const worlds = await s.gql('{ worlds { id } }');
    const w = worlds.data?.worlds[0].id;
    const twice = await s.gql(
      'mutation($w:ID!){ createProfile(worldId:$w, username:"Alice2"){ id } }',
      { w },
      alice.token,
    );
    expect(twice.errors?.[0]?.message).toBe('Error creating profile');
    const taken = await s.gql(
      'mutation($w:ID!){ createProfile(worldId:$w, username:"alice"){ id } }',
      { w },
      noProfile,
    );
    expect(taken.errors?.[0]?.message).toBe('Error creating profile');
    const future = await s.gql(
      'mutation { createWorld(name:"Later Reach", opensAt:"2099-01-01T00:00:00Z"){ id isOpen } }',
      {},
      admin,
    );
    expect(future.data?.createWorld.isOpen).toBe(false);
    const closed = await s.gql(
      'mutation($w:ID!){ createProfile(worldId:$w, username:"Carol"){ id } }',
      { w: future.data?.createWorld.id },
      noProfile,
    );
    expect(closed.errors?.[0]?.message).toBe('Error creating profile');
  });

  test('username and avatar changes answer with the spec texts on refusal', async () => {
    const bad = await s.gql('mutation { changeUsername(username:"no spaces"){ id } }', {}, bob.token);
    expect(bad.errors?.[0]?.message).toBe('Username change failed');
    const taken = await s.gql('mutation { changeUsername(username:"ALICE"){ id } }', {}, bob.token);
    expect(taken.errors?.[0]?.message).toBe('Username change failed');
    const ok = await s.gql('mutation { changeUsername(username:"Bobby"){ username } }', {}, bob.token);
    expect(ok.data?.changeUsername.username).toBe('Bobby');
    expect((await s.gql('mutation { changeAvatar(avatar:"nope"){ id } }', {}, bob.token)).errors?.[0]?.message).toBe(
      'Avatar change failed',
    );
    expect(
      (await s.gql('mutation { changeAvatar(avatar:"commander-3"){ avatar } }', {}, bob.token)).data?.changeAvatar
        .avatar,
    ).toBe('commander-3');
  });
});
