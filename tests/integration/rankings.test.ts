/**
 * Rankings by category: computed by the periodic job from the owners' figures, read a page at a
 * time with one's own place; alliances add up their members; battles counted as reports are filed;
 * refreshed on schedule by the injected clock.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { fileReport } from '../../src/modules/reports/index.ts';
import { taskList } from '../../src/server/tasks.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const RANKING = `query($c:String!,$s:RankingScope!,$o:Int,$l:Int){ ranking(category:$c, scope:$s, offset:$o, limit:$l){
  total refreshedAt entries { rank name score own } me { rank name score own } } }`;
const tick = () => taskList({ db: s.db, clock: s.clock })['leaderboards/tick']!({} as never, {} as never);
const setBase = (profileId: string, set: Record<string, unknown>) =>
  s.db
    .updateTable('bases')
    .set(set as never)
    .where('profile_id', '=', profileId)
    .execute();

describe('rankings by category', () => {
  test('each category orders the commanders by its own figure; alliances add up; one’s own place', async () => {
    const a = await s.newPlayerWithProfile('Econ1');
    const b = await s.newPlayerWithProfile('Econ2');
    const c = await s.newPlayerWithProfile('Econ3');
    await setBase(a.profileId, {
      tally: { produced: 900, trained: { ranger: 5 }, piratesDestroyed: 1 },
      research: { 'steel-output': 1 },
    });
    await setBase(b.profileId, {
      tally: { produced: 100, trained: { ranger: 50 }, piratesDestroyed: 7 },
      research: {},
    });
    await setBase(c.profileId, {
      tally: { produced: 500, trained: {}, piratesDestroyed: 3 },
      research: { 'steel-output': 2, 'food-output': 3 },
    });
    // an alliance of two (a and c), straight into the alliances' tables
    const [al] = await sql<{ id: string }>`insert into alliances (world_id, name, tag, created_at)
      select world_id, 'Makers', 'MK', now() from profiles where id = ${a.profileId} returning id`
      .execute(s.db)
      .then((r) => r.rows);
    await sql`insert into alliance_members (profile_id, alliance_id, role, joined_at) values (${a.profileId}, ${al!.id}, 'leader', now()), (${c.profileId}, ${al!.id}, 'member', now())`.execute(
      s.db,
    );
    s.clock.advance(11 * 60_000);
    await tick();

    const read = async (token: string, c: string, scope = 'commanders') =>
      (await s.gql(RANKING, { c, s: scope }, token)).data!.ranking;
    const names = (r: { entries: { name: string }[] }) => r.entries.map((e) => e.name).filter((n) => /^Econ/.test(n));
    expect(names(await read(a.token, 'economy'))).toEqual(['Econ1', 'Econ3', 'Econ2']);
    expect(names(await read(a.token, 'units-built'))).toEqual(['Econ2', 'Econ1', 'Econ3']);
    expect(names(await read(a.token, 'pirates'))).toEqual(['Econ2', 'Econ3', 'Econ1']);
    expect(names(await read(a.token, 'research'))).toEqual(['Econ3', 'Econ1', 'Econ2']);
    const econ = await read(b.token, 'economy');
    expect(econ.me).toMatchObject({ name: 'Econ2', score: 100, own: true });
    expect(econ.entries.find((e: { own: boolean }) => e.own).name).toBe('Econ2');
    expect(econ.refreshedAt).toBe(s.clock.now());

    const allied = await read(c.token, 'economy', 'alliances');
    expect(allied.entries[0]).toMatchObject({ rank: 1, name: '[MK] Makers', score: 1400, own: true });
    expect(allied.me).toMatchObject({ rank: 1, score: 1400 });
    expect((await read(b.token, 'economy', 'alliances')).me).toBeNull();
  });

  test('pages beyond the top 100, and one’s place far down the list', async () => {
    const me = await s.newPlayerWithProfile('Lowest');
    // 130 more commanders in the world, straight into the tables (signing up each would take minutes)
    await sql`with w as (select world_id from profiles where id = ${me.profileId}),
      acc as (insert into accounts (username, email, password_hash, status)
        select 'crowd' || g, 'crowd' || g || '@x.test', 'x', 'active' from generate_series(1, 130) g returning id, username),
      pr as (insert into profiles (account_id, world_id, username) select acc.id, w.world_id, acc.username from acc, w returning id, world_id)
      insert into bases (profile_id, world_id, x, y, buildings, resources, settled_at, influence)
      select pr.id, pr.world_id, 500 + row_number() over (), 7, '{}'::jsonb, '{}'::jsonb, now(), 1000 + row_number() over () from pr`.execute(
      s.db,
    );
    await setBase(me.profileId, { influence: 0 });
    s.clock.advance(11 * 60_000);
    await tick();
    const first = (await s.gql(RANKING, { c: 'influence', s: 'commanders', o: 0, l: 100 }, me.token)).data!.ranking;
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0]).toMatchObject({ rank: 1, name: 'crowd130', score: 1130 });
    const next = (await s.gql(RANKING, { c: 'influence', s: 'commanders', o: 100, l: 100 }, me.token)).data!.ranking;
    expect(next.entries[0].rank).toBe(101);
    expect(next.entries.at(-1)).toMatchObject({ rank: first.total, name: 'Lowest', own: true });
    expect(first.me).toMatchObject({ rank: first.total, name: 'Lowest', score: 0 });
    const bad = await s.gql(RANKING, { c: 'charm', s: 'commanders' }, me.token);
    expect(bad.errors?.[0]?.message).toMatch(/category/i);
  });

  test('battles count as their reports are filed: won, destroyed, lost', async () => {
    const p = await s.newPlayerWithProfile('Fighter');
    const at = s.clock.now();
    const pirate = {
      result: {
        winner: 'attacker',
        attacker: { before: { ranger: 10 }, lost: { ranger: 2 }, survivors: { ranger: 8 } },
        defender: { before: { interceptor: 5 }, lost: { interceptor: 5 }, injured: {}, survivors: {} },
      },
    };
    const defence = {
      role: 'defence',
      result: {
        winner: 'attacker',
        attacker: { before: { cruiser: 4 }, lost: { cruiser: 1 }, owners: [] },
        defender: {
          before: { ranger: 6 },
          lost: { ranger: 6 },
          owners: [{ ownerId: p.profileId, before: { ranger: 6 }, lost: { ranger: 6 } }],
        },
      },
    };
    await s.db.transaction().execute(async (trx) => {
      await fileReport(trx, { profileId: p.profileId, kind: 'battle', data: pirate, at });
      await fileReport(trx, { profileId: p.profileId, kind: 'battle', data: defence, at });
      await fileReport(trx, { profileId: p.profileId, kind: 'notice', data: pirate, at });
    });
    s.clock.advance(11 * 60_000);
    await tick();
    const mine = async (c: string) =>
      (await s.gql(RANKING, { c, s: 'commanders', l: 1 }, p.token)).data!.ranking.me.score;
    expect(await mine('battles-won')).toBe(1);
    expect(await mine('units-destroyed')).toBe(6);
    expect(await mine('units-lost')).toBe(8);
  });

  test('a real battle against a pirate ship counts once, as its report is filed', async () => {
    const p = await s.newPlayerWithProfile('Raider');
    const fleet = { interceptor: 400, cruiser: 100, ranger: 200 };
    await setBase(p.profileId, { units: fleet });
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base;
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', home, p.token)
    ).data!.getMap;
    const pirate = map.items
      .filter((i: { type: string }) => i.type === 'pirate-ship')
      .sort((a: never, b: never) => distance(a, home) - distance(b, home))[0];
    const sent = (
      await s.gql(
        'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ arrivesAt } }',
        { x: pirate.x, y: pirate.y, u: Object.entries(fleet).map(([type, count]) => ({ type, count })) },
        p.token,
      )
    ).data!.sendUnits;
    await s.runDueJobs(sent.arrivesAt + 1000);
    const report = (await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports.find(
      (r: { kind: string }) => r.kind === 'battle',
    );
    const result = JSON.parse(report.data).result;
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, n) => a + n, 0);
    s.clock.set(Math.max(s.clock.now(), sent.arrivesAt) + 11 * 60_000);
    await tick();
    const mine = async (c: string) =>
      (await s.gql(RANKING, { c, s: 'commanders', l: 1 }, p.token)).data!.ranking.me.score;
    expect(await mine('battles-won')).toBe(result.winner === 'attacker' ? 1 : 0);
    expect(await mine('units-destroyed')).toBe(total(result.defender.lost));
    expect(await mine('units-lost')).toBe(total(result.attacker.lost));
    expect(await mine('units-destroyed')).toBeGreaterThan(0);
  });

  test('refreshed on schedule by the clock: not before ten minutes have passed', async () => {
    const p = await s.newPlayerWithProfile('Waiter');
    s.clock.advance(11 * 60_000);
    await tick();
    const when = async () =>
      (await s.gql(RANKING, { c: 'influence', s: 'commanders', l: 1 }, p.token)).data!.ranking.refreshedAt;
    const first = await when();
    expect(first).toBe(s.clock.now());
    s.clock.advance(9 * 60_000);
    await tick();
    expect(await when()).toBe(first);
    s.clock.advance(60_000);
    await tick();
    expect(await when()).toBe(s.clock.now());
  });
});
