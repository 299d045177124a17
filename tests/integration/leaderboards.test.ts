/** The leaderboard through GraphQL: influence written with each change of a base, the world's order, one's own place. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BOARD = '{ leaderboard { entries { rank commander influence own } me { rank commander influence } } }';

describe('the leaderboard', () => {
  test('a finished upgrade raises influence and the order follows; everyone sees their own place', async () => {
    const a = await s.newPlayerWithProfile('Ranked1');
    const b = await s.newPlayerWithProfile('Ranked2');
    // a new base: command center 2 and four level-1 buildings = 6 levels × 10
    const start = (await s.gql(BOARD, {}, a.token)).data!.leaderboard;
    expect(start.me).toMatchObject({ commander: 'Ranked1', influence: 60 });

    const up = (
      await s.gql('mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ queue { dueAt } } }', {}, b.token)
    ).data!.startBuildingUpgrade;
    await s.runDueJobs(up.queue[0].dueAt);
    const board = (await s.gql(BOARD, {}, a.token)).data!.leaderboard;
    expect(board.entries[0]).toEqual({ rank: 1, commander: 'Ranked2', influence: 70, own: false });
    expect(board.entries.find((e: { commander: string }) => e.commander === 'Ranked1')).toMatchObject({
      own: true,
      influence: 60,
    });
    expect(board.me.rank).toBeGreaterThan(1);
    expect((await s.gql(BOARD, {}, b.token)).data!.leaderboard.me).toEqual({
      rank: 1,
      commander: 'Ranked2',
      influence: 70,
    });
  });

  test('trained units count by their influence', async () => {
    const p = await s.newPlayerWithProfile('Ranked3');
    await s.db
      .updateTable('bases')
      .set({
        buildings: { 'command-center': 2, barracks: 1 },
        resources: { food: 9000, steel: 9000, energy: 9000 },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const r = (await s.gql('mutation { trainUnits(unitType:"ranger", count:10){ queue { dueAt } } }', {}, p.token))
      .data!.trainUnits;
    await s.runDueJobs(r.queue[0].dueAt);
    expect((await s.gql(BOARD, {}, p.token)).data!.leaderboard.me.influence).toBe(3 * 10 + 10 * 1);
  });

  test('a removed base (a ghost taken off the map) is in neither the list nor anyone’s count', async () => {
    const strong = await s.newPlayerWithProfile('Ranked4');
    const reader = await s.newPlayerWithProfile('Ranked5');
    await s.sql`update bases set influence = 1000000 where profile_id = ${strong.profileId}`;
    const before = (await s.gql(BOARD, {}, reader.token)).data!.leaderboard;
    expect(before.entries[0]).toMatchObject({ rank: 1, commander: 'Ranked4' });
    await s.sql`update bases set removed_at = now() where profile_id = ${strong.profileId}`;
    const after = (await s.gql(BOARD, {}, reader.token)).data!.leaderboard;
    expect(after.entries.map((e: { commander: string }) => e.commander)).not.toContain('Ranked4');
    expect(after.me.rank).toBe(before.me.rank - 1);
  });

  test('the ranking’s narrow copy follows every base: new, levelled up, removed and back, deleted', async () => {
    const a = await s.newPlayerWithProfile('Ranked6');
    const b = await s.newPlayerWithProfile('Ranked7');
    const up = (
      await s.gql('mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ queue { dueAt } } }', {}, a.token)
    ).data!.startBuildingUpgrade;
    await s.runDueJobs(up.queue[0].dueAt);
    await s.sql`update bases set removed_at = now() where profile_id = ${a.profileId}`;
    const gone = await s.sql`select 1 from base_standings where profile_id = ${a.profileId}`;
    expect(gone).toHaveLength(0);
    await s.sql`update bases set removed_at = null where profile_id = ${a.profileId}`;
    await s.sql`delete from bases where profile_id = ${b.profileId}`;
    const standings = await s.sql`select base_id::text as id, world_id::text as w, profile_id::text as p, influence
      from base_standings order by base_id`;
    const live = await s.sql`select id::text as id, world_id::text as w, profile_id::text as p, influence
      from bases where removed_at is null order by id`;
    expect(standings).toEqual(live);
    expect(standings.find((r) => r.p === a.profileId)?.influence).toBe(70);
    expect(standings.some((r) => r.p === b.profileId)).toBe(false);
  });
});
