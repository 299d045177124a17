/**
 * A vault victory run to its end (decision 069): a 4-day world whose victory is "hold the Ephoran
 * Vault ranking for 2 days after day 1" runs on the test clock, each daily step reading the world's
 * ranking snapshots; the hall of fame, read from the same snapshots, names the alliance that held
 * the lead for 2 days after day 1 — not the one that led from the start. And "after day M" is refused
 * when the hold would not fit before the end.
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
const CREATE_WORLD = `mutation($n:String!,$o:DateTime!,$l:Int,$v:String,$h:Int,$m:Int){
  createWorld(name:$n, opensAt:$o, lengthDays:$l, victoryKind:$v, holdDays:$h, afterDay:$m){
    id season { lengthDays victoryKind holdDays afterDay endsAt } } }`;
const JOIN = 'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }';
const HALL = `query($w:ID!){ hallOfFame(worldId:$w){
  world { winnerName winnerId victoryKind holdDays afterDay commanders }
  alliances { id name rank records { category score rank best } }
  commanders { name allianceName days records { category score rank best } } } }`;

async function joiner(name: string, worldId: string) {
  const p = await s.newPlayer(name);
  const r = await s.gql(JOIN, { w: worldId, u: name }, p.token);
  expect(r.errors).toBeUndefined();
  return { ...p, name, profileId: r.data!.createProfile.id as string };
}

/** A commander founds an alliance (the embassy given), signing in again first (sessions lapse). */
async function found(p: { name: string; profileId: string }, name: string, tag: string) {
  const token = await s.login(p.name, 'Secret123');
  await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: p.profileId }, token);
  await sql`update bases set buildings = buildings || '{"alliance-embassy": 1}'::jsonb
    where profile_id = ${p.profileId}`.execute(s.db);
  const r = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n, tag:$t){ __typename } }',
    { n: name, t: tag },
    token,
  );
  expect(r.errors).toBeUndefined();
}

/** A finished vault run of `stages` for a commander. */
async function vaultRun(profileId: string, worldId: string, stages: number, at: number) {
  await sql`insert into vault_runs (profile_id, world_id, march_id, units, stats, status, stages, started_at, finished_at)
    values (${profileId}, ${worldId}, gen_random_uuid(), '{}'::jsonb, '{}'::jsonb, 'done', ${stages},
      ${new Date(at - 60_000)}, ${new Date(at)})`.execute(s.db);
}

const leaders = async (worldId: string) =>
  (
    await sql<{ step: string; name: string | null }>`select st.step, a.name from season_steps st
      left join alliances a on a.id = st.leader_id
      where st.world_id = ${worldId} and (st.step like 'day:%' or st.step = 'end') order by st.done_at`.execute(s.db)
  ).rows.map((r) => [r.step, r.name]);

describe('a vault victory', () => {
  test('a 4-day world, "hold the vault ranking 2 days after day 1": the hall of fame names the alliance that did', async () => {
    const t0 = s.clock.now();
    const admin = await s.adminToken();
    const made = await s.gql(
      CREATE_WORLD,
      { n: 'Vault Reach', o: new Date(t0).toISOString(), l: 4, v: 'vault-ranking', h: 2, m: 1 },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const w = made.data!.createWorld;
    expect(w.season).toMatchObject({ lengthDays: 4, victoryKind: 'vault-ranking', holdDays: 2, afterDay: 1 });
    const early = await joiner('VaultEarly', w.id);
    const late = await joiner('VaultLate', w.id);
    await found(early, 'Early Dawn', 'ED');
    await found(late, 'Deep Delvers', 'DD');
    // Early Dawn leads the vault from the start (days 1 and 2)…
    await vaultRun(early.profileId, w.id, 3, t0 + 60_000);
    s.clock.set(t0 + 2 * D);
    await s.runDueJobs(s.clock.now());
    // …and on day 3 the Deep Delvers go deeper, and keep the lead to the end
    await vaultRun(late.profileId, w.id, 5, t0 + 2 * D + 3_600_000);
    s.clock.set(t0 + 4 * D);
    await s.runDueJobs(s.clock.now());

    expect(await leaders(w.id)).toEqual([
      ['day:1', 'Early Dawn'],
      ['day:2', 'Early Dawn'],
      ['day:3', 'Deep Delvers'],
      ['end', 'Deep Delvers'],
    ]);
    // the snapshots the steps read: one per day of the world, the last taken at its end
    const days = await sql<{ day: string; taken_at: Date }>`select to_char(day, 'YYYY-MM-DD') as day, taken_at
      from ranking_snapshot_days where world_id = ${w.id} order by day`.execute(s.db);
    expect(days.rows.at(-1)?.taken_at.getTime()).toBeGreaterThanOrEqual(t0 + 4 * D);

    const hall = await s.gql(HALL, { w: w.id });
    expect(hall.errors).toBeUndefined();
    const h = hall.data!.hallOfFame;
    // held from the start, Early Dawn would have won on day 2; after day 1 only the Delvers held 2 days
    expect(h.world).toMatchObject({
      winnerName: '[DD] Deep Delvers',
      victoryKind: 'vault-ranking',
      holdDays: 2,
      afterDay: 1,
      commanders: 2,
    });
    const vault = (e: { records: { category: string }[] }) => e.records.find((r) => r.category === 'vault');
    const delvers = h.alliances.find((a: { name: string }) => a.name === '[DD] Deep Delvers');
    expect(vault(delvers)).toMatchObject({ score: 5, rank: 1, best: 1 });
    const dawn = h.commanders.find((c: { name: string }) => c.name === 'VaultEarly');
    // a commander's record from the snapshots: last place in the vault at the end, first at best
    expect(dawn.allianceName).toBe('[ED] Early Dawn');
    expect(vault(dawn)).toMatchObject({ score: 3, rank: 2, best: 1 });
    expect(dawn.days).toBe(days.rows.length);
  });

  test('"after day M" must leave room for the hold before the end', async () => {
    const admin = await s.adminToken();
    const r = await s.gql(
      CREATE_WORLD,
      { n: 'Too Late', o: new Date(s.clock.now()).toISOString(), l: 10, v: 'vault-ranking', h: 3, m: 8 },
      admin,
    );
    expect(r.errors?.[0]?.message).toBe('After day is not valid');
    expect((r.errors?.[0]?.extensions as { details?: unknown })?.details).toMatchObject({ field: 'season.afterDay' });
    const ok = await s.gql(
      CREATE_WORLD,
      { n: 'Just In Time', o: new Date(s.clock.now()).toISOString(), l: 10, v: 'vault-ranking', h: 3, m: 7 },
      admin,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createWorld.season.afterDay).toBe(7);
  });
});
