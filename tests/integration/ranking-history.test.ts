/**
 * History: a snapshot per world once a day (by the injected clock), exactly once however many runs
 * meet that day; a commander's and an alliance's days read back with their scores and places.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { snapshotDueDays } from '../../src/modules/leaderboards/history.ts';
import { taskList } from '../../src/server/tasks.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const HISTORY = `query($s:RankingScope!,$id:ID){ rankingHistory(scope:$s, id:$id){ subjectId days { day points { category score rank } } } }`;
const tick = () => taskList({ db: s.db, clock: s.clock })['leaderboards/tick']!({} as never, {} as never);
const DAY = 86_400_000;
const rows = async (profileId: string) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from ranking_history where subject_id = ${profileId}`.execute(
        s.db,
      )
    ).rows[0]!.n,
  );

describe('daily history', () => {
  test('one snapshot a day per world; a second run the same day takes none; the next day another', async () => {
    const p = await s.newPlayerWithProfile('Diarist');
    await tick();
    expect(await rows(p.profileId)).toBe(1);
    await s.db
      .updateTable('bases')
      .set({ influence: 5000 } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    s.clock.advance(11 * 60_000);
    await tick();
    // the rankings moved on; today's snapshot stays as taken
    expect(await snapshotDueDays(s.db, s.clock.now())).toEqual([]);
    expect(await rows(p.profileId)).toBe(1);
    s.clock.advance(DAY);
    await tick();
    expect(await rows(p.profileId)).toBe(2);
    const h = (await s.gql(HISTORY, { s: 'commanders' }, p.token)).data!.rankingHistory;
    expect(h.subjectId).toBe(p.profileId);
    expect(h.days).toHaveLength(2);
    const influence = (d: { points: { category: string; score: number }[] }) =>
      d.points.find((x) => x.category === 'influence')!.score;
    expect(influence(h.days[0])).toBe(60);
    expect(influence(h.days[1])).toBe(5000);
    expect(h.days[1].day > h.days[0].day).toBe(true);
  });

  test('two runs meeting a new day at once: exactly one takes the snapshot', async () => {
    const p = await s.newPlayerWithProfile('Twins');
    s.clock.advance(DAY);
    const now = s.clock.now();
    const [a, b] = await Promise.all([snapshotDueDays(s.db, now), snapshotDueDays(s.db, now)]);
    expect(a.length + b.length).toBe((await sql`select id from worlds`.execute(s.db)).rows.length);
    expect(await rows(p.profileId)).toBe(1);
    const days = await sql<{ n: number }>`select count(*)::int as n from ranking_snapshot_days
      where day = ${new Date(now).toISOString().slice(0, 10)}::date`.execute(s.db);
    expect(days.rows[0]!.n).toBe(a.length + b.length);
  });

  test('another commander’s history is readable; an alliance’s is its own', async () => {
    const a = await s.newPlayerWithProfile('Watcher');
    const b = await s.newPlayerWithProfile('Watched');
    s.clock.advance(DAY);
    await tick();
    const other = (await s.gql(HISTORY, { s: 'commanders', id: b.profileId }, a.token)).data!.rankingHistory;
    expect(other.subjectId).toBe(b.profileId);
    expect(other.days).toHaveLength(1);
    const none = (await s.gql(HISTORY, { s: 'alliances' }, a.token)).data!.rankingHistory;
    expect(none).toEqual({ subjectId: null, days: [] });
  });
});
