/**
 * Inactive commanders on the timeline (decisions 055 and 068), driven by the test clock: a warning
 * e-mail 2 days before each step, the ghost (produces nothing, plundered down), the removal from
 * the map, each exactly once; and the way back at the next sign-in.
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

const warnings = async (name: string) =>
  (
    await sql<{ subject: string; body_text: string }>`select subject, body_text from mail_outbox
      where kind = 'inactivity-warning' and to_address = ${`${name.toLowerCase()}@example.test`} order by created_at, id`.execute(
      s.db,
    )
  ).rows;

async function baseOf(p: Player) {
  const admin = await s.adminToken();
  const r = await s.gql(
    'query($p:ID!){ adminBase(userProfileId:$p){ snapshot { amounts { steel } ratePerHour { steel } } } }',
    { p: p.profileId },
    admin,
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.adminBase.snapshot as { amounts: { steel: number }; ratePerHour: { steel: number } };
}

const row = async (p: Player) =>
  (
    await sql<{ ghost_since: Date | null; removed_at: Date | null }>`select ghost_since, removed_at from bases
      where profile_id = ${p.profileId}`.execute(s.db)
  ).rows[0]!;

async function seenBy(reader: Player, name: string) {
  const home = (await s.gql('{ base { x y } }', {}, reader.token)).data!.base;
  const map = await s.gql(
    'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:6){ items { owner marker } } }',
    { x: home.x, y: home.y },
    reader.token,
  );
  if (!map.data) throw new Error(JSON.stringify(map.errors));
  const item = map.data.getMap.items.find((i: { owner: string | null }) => i.owner === name);
  return item ? (item.marker ?? 'active') : 'gone';
}

/** Lets the game's clock run `days` forward, applying what falls due on the way. */
async function passDays(days: number) {
  s.clock.advance(days * D);
  await s.runDueJobs(s.clock.now());
}

async function pair(tag: string) {
  const away = await s.newPlayerWithProfile(`Gone${tag}`);
  const reader = await s.newPlayerWithProfile(`Look${tag}`);
  const home = (await s.gql('{ base { x y } }', {}, reader.token)).data!.base;
  await sql`update bases set x = ${home.x + 1}, y = ${home.y} where profile_id = ${away.profileId}`.execute(s.db);
  return { away, reader, name: `Gone${tag}` };
}

describe('inactivity steps', () => {
  test('warned 2 days before each step; the ghost produces nothing; removed at 49 days; each once; back at the sign-in', async () => {
    const { away, reader, name } = await pair('S1');
    // the reader signs in as the days pass (a session lasts 7 days): only the other one is away
    const readerBack = async () => {
      reader.token = await s.login(`LookS1`, 'Secret123');
      await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: reader.profileId }, reader.token);
    };
    await passDays(25.9);
    await readerBack();
    expect(await warnings(name)).toHaveLength(0);
    expect(await seenBy(reader, name)).toBe('i');
    await passDays(0.2);
    expect((await warnings(name)).map((m) => m.body_text.split('\n')[2])).toEqual([expect.stringContaining('From')]);
    await passDays(2);
    await readerBack();
    expect(await seenBy(reader, name)).toBe('I');
    // 33 days: the ghost's warning
    await passDays(5);
    const w = await warnings(name);
    expect(w).toHaveLength(2);
    expect(w[1]!.body_text).toContain('your base becomes a ghost');
    expect(w[1]!.body_text).toContain('wird deine Basis zur Geisterbasis');
    expect((await row(away)).ghost_since).toBe(null);
    expect((await baseOf(away)).ratePerHour.steel).toBeGreaterThan(0);
    // 35 days: a ghost, producing nothing
    await passDays(2);
    await readerBack();
    expect((await row(away)).ghost_since).not.toBe(null);
    expect(await seenBy(reader, name)).toBe('ghost');
    const ghost = await baseOf(away);
    expect(ghost.ratePerHour.steel).toBe(0);
    await passDays(1);
    expect((await baseOf(away)).amounts.steel).toBe(ghost.amounts.steel);
    // 47 days: the removal's warning; 49: gone from the map and the ranking
    await passDays(11);
    expect(await warnings(name)).toHaveLength(3);
    expect((await row(away)).removed_at).toBe(null);
    await passDays(2);
    await readerBack();
    expect((await row(away)).removed_at).not.toBe(null);
    expect(await seenBy(reader, name)).toBe('gone');
    const board = await s.gql('{ leaderboard { entries { commander } } }', {}, reader.token);
    expect(board.data!.leaderboard.entries.some((e: { commander: string }) => e.commander === name)).toBe(false);
    // nothing more, ever, and each step once
    await passDays(30);
    expect(await warnings(name)).toHaveLength(3);
    const steps = await sql<{ moment: string; n: number }>`select moment, count(*)::int as n from inactivity_steps
      where profile_id = ${away.profileId} group by moment order by moment`.execute(s.db);
    expect(steps.rows).toEqual([
      { moment: 'ghost', n: 1 },
      { moment: 'removed', n: 1 },
      { moment: 'warn-ghost', n: 1 },
      { moment: 'warn-long-inactive', n: 1 },
      { moment: 'warn-removed', n: 1 },
    ]);

    // the way back: signing in brings the base back as it stands, producing again
    await s.login(name, 'Secret123');
    await readerBack();
    expect(await row(away)).toEqual({ ghost_since: null, removed_at: null });
    expect(await seenBy(reader, name)).toBe('active');
    expect((await baseOf(away)).ratePerHour.steel).toBeGreaterThan(0);
  }, 180_000);

  test('a commander who signs in before the ghost step keeps the base; the pending step does nothing', async () => {
    const { away, name } = await pair('S2');
    await passDays(33.1);
    expect(await warnings(name)).toHaveLength(2);
    await s.login(name, 'Secret123');
    await passDays(3);
    expect((await row(away)).ghost_since).toBe(null);
    expect(await warnings(name)).toHaveLength(2);
    // counted afresh from the sign-in: the next warning comes 26 days after it
    await passDays(22.8);
    expect(await warnings(name)).toHaveLength(2);
    await passDays(0.4);
    expect(await warnings(name)).toHaveLength(3);
  }, 180_000);
});
