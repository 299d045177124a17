/**
 * Who is away, as others see it (decision 068): the `v`, `i` and `I` markers on the map, in the
 * rankings and on the public page, computed by the server from the rules; the alerts when a
 * vacation begins and ends; /control's list of who is on vacation.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const D = 24 * 3_600_000;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;

/** Moves the commander's last sign-in `days` back from the game's now. */
const signedInDaysAgo = (p: Player, days: number) =>
  sql`update accounts set last_login = ${new Date(s.clock.now() - days * D)} where id = ${p.accountId}`.execute(s.db);

async function seenBy(reader: Player, name: string) {
  const home = (await s.gql('{ base { x y } }', {}, reader.token)).data!.base;
  const map = await s.gql(
    'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:6){ items { owner marker } } }',
    { x: home.x, y: home.y },
    reader.token,
  );
  const onMap = map.data!.getMap.items.find((i: { owner: string | null }) => i.owner === name);
  const board = await s.gql('{ leaderboard { entries { commander marker } } }', {}, reader.token);
  const inBoard = board.data!.leaderboard.entries.find((e: { commander: string }) => e.commander === name);
  const page = await s.gql('query($u:String!){ commander(username:$u){ markers } }', { u: name }, reader.token);
  return { map: onMap?.marker ?? null, board: inBoard?.marker ?? null, page: page.data!.commander.markers };
}

async function neighbours(tag: string) {
  const a = await s.newPlayerWithProfile(`Away${tag}`);
  const b = await s.newPlayerWithProfile(`Near${tag}`);
  const home = (await s.gql('{ base { x y } }', {}, b.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({ x: home.x + 1, y: home.y } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  return { a, b, name: `Away${tag}` };
}

describe('markers', () => {
  test('i after 7 days without a sign-in, I after 28, v on vacation: on the map, in the ranking and on the page', async () => {
    const { a, b, name } = await neighbours('M1');
    expect(await seenBy(b, name)).toEqual({ map: null, board: null, page: [] });
    await signedInDaysAgo(a, 6.9);
    expect((await seenBy(b, name)).map).toBe(null);
    await signedInDaysAgo(a, 7);
    expect(await seenBy(b, name)).toEqual({ map: 'i', board: 'i', page: ['i'] });
    await signedInDaysAgo(a, 28);
    expect(await seenBy(b, name)).toEqual({ map: 'I', board: 'I', page: ['I'] });
    // signing in again clears it
    await s.login(name, 'Secret123');
    expect(await seenBy(b, name)).toEqual({ map: null, board: null, page: [] });
    // on vacation: v, and the days away do not count
    const started = await s.gql('mutation { startVacation { active } }', {}, a.token);
    expect(started.errors).toBeUndefined();
    expect(await seenBy(b, name)).toEqual({ map: 'v', board: 'v', page: ['v'] });
  });

  test('vacation days are cut out of the days away', async () => {
    const { a, b, name } = await neighbours('M2');
    await signedInDaysAgo(a, 10);
    // four of those ten days on vacation: six count
    await sql`insert into vacations (profile_id, world_id, started_at, ends_by, ended_at)
      select ${a.profileId}, world_id, ${new Date(s.clock.now() - 8 * D)}, ${new Date(s.clock.now())}, ${new Date(s.clock.now() - 4 * D)}
      from bases where profile_id = ${a.profileId}`.execute(s.db);
    expect((await seenBy(b, name)).map).toBe(null);
    await signedInDaysAgo(a, 11);
    expect((await seenBy(b, name)).map).toBe('i');
  });
});

describe('vacation alerts and /control', () => {
  test('the commander and their alliance hear when a vacation begins and ends; /control lists who is away since when', async () => {
    const { a, b, name } = await neighbours('A1');
    // b and a in one alliance; both asked for vacation alerts by e-mail
    const [ally] = (
      await sql<{ id: string }>`insert into alliances (world_id, name, tag, created_at)
        select world_id, 'Away Watchers', 'AW1', now() from bases where profile_id = ${b.profileId} returning id`.execute(
        s.db,
      )
    ).rows;
    for (const [p, role] of [
      [b, 'leader'],
      [a, 'member'],
    ] as const)
      await sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
        values (${p.profileId}, ${ally!.id}, ${role}, now())`.execute(s.db);
    for (const p of [a, b]) {
      const kinds = ['attack', 'scout', 'queue', 'rally', 'reinforcements', 'event', 'vacation'].map((kind) => ({
        kind,
        push: false,
        email: kind === 'vacation',
      }));
      const saved = await s.gql(
        'mutation($i:AlertSettingsInput!){ saveAlertSettings(input:$i){ timeZone } }',
        {
          i: { kinds, quietStart: null, quietEnd: null, attacksInQuietHours: true, timeZone: 'UTC', language: 'en' },
        },
        p.token,
      );
      expect(saved.errors).toBeUndefined();
    }
    const startedAt = s.clock.now();
    expect((await s.gql('mutation { startVacation { active } }', {}, a.token)).errors).toBeUndefined();
    const alerts = async () =>
      (
        await sql<{ profile_id: string; source_id: string; data: { phase: string; commander: string } }>`
          select profile_id, source_id, data from alerts where kind = 'vacation' and data->>'commander' = ${name}
          order by id`.execute(s.db)
      ).rows;
    expect((await alerts()).map((r) => [r.profile_id, r.data.phase])).toEqual(
      expect.arrayContaining([
        [a.profileId, 'start'],
        [b.profileId, 'start'],
      ]),
    );
    expect(await alerts()).toHaveLength(2);

    // /control: admins only, who and since when
    const admin = await s.adminToken();
    const listed = (await s.gql('{ adminVacations { world commander since endsBy } }', {}, admin)).data!
      .adminVacations as { commander: string; since: number; endsBy: number }[];
    expect(listed.find((v) => v.commander === name)).toMatchObject({ since: startedAt, endsBy: startedAt + 30 * D });
    expect((await s.gql('{ adminVacations { commander } }', {}, b.token)).errors?.[0]?.message).toBe('Not authorized');

    // it ends by hand after 48 hours: the end is heard once each
    s.clock.advance(49 * 3_600_000);
    expect((await s.gql('mutation { endVacation { active } }', {}, a.token)).errors).toBeUndefined();
    const after = await alerts();
    expect(
      after
        .filter((r) => r.data.phase === 'end')
        .map((r) => r.profile_id)
        .sort(),
    ).toEqual([a.profileId, b.profileId].sort());
    const stillListed = (await s.gql('{ adminVacations { commander } }', {}, admin)).data!.adminVacations as {
      commander: string;
    }[];
    expect(stillListed.some((v) => v.commander === name)).toBe(false);
  });
});
