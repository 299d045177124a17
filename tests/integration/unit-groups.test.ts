/**
 * getUnitGroups: every group of units a commander owns (home, injured, each fleet away), and the push
 * of each march change that lets an open browser merge the list by the spec's rule.
 */
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { connectPostgres } from '../../src/platform/db.ts';
import { PUSH_CHANNEL } from '../../src/platform/pubsub.ts';
import { mergeItems, LISTS } from '../../src/web/lib/merge-list.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let listener: postgres.Sql;
const pushes: { profileId?: string; kind: string; data?: { group?: Record<string, unknown> } }[] = [];
beforeAll(async () => {
  s = await createTestStack();
  listener = connectPostgres(s.url, { max: 1 });
  await listener.listen(PUSH_CHANNEL, (text) => pushes.push(JSON.parse(text)));
});
afterAll(async () => {
  await listener?.end();
  await s?.close();
});

const GROUPS = '{ getUnitGroups { id type status units { type count } location { x y } finishTimestamp } }';
type Group = {
  id: string;
  type: string;
  status: string;
  units: { type: string; count: number }[] | null;
  location: { x: number; y: number };
  finishTimestamp: number | null;
};

describe('unit groups', () => {
  test('home, injured and every fleet away, each as the spec’s march kind; pushes merged by the spec’s rule give the same list', async () => {
    const p = await s.newPlayerWithProfile('Grouper1');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 50, ranger: 20 }, injured: { ranger: 3 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const home = (await s.gql('{ base { id x y } }', {}, p.token)).data!.base;
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', home, p.token)
    ).data!.getMap.items as { x: number; y: number; type: string }[];
    const rock = map
      .filter((i) => i.type === 'astromite-asteroid')
      .sort((a, b) => distance(a, home) - distance(b, home))[0]!;

    const before = (await s.gql(GROUPS, {}, p.token)).data!.getUnitGroups as Group[];
    expect(before).toEqual([
      {
        id: home.id,
        type: 'home',
        status: 'home',
        units: [
          { type: 'ranger', count: 20 },
          { type: 'interceptor', count: 50 },
        ],
        location: { x: home.x, y: home.y },
        finishTimestamp: null,
      },
      {
        id: `${home.id}:injured`,
        type: 'injured',
        status: 'injured',
        units: [{ type: 'ranger', count: 3 }],
        location: { x: home.x, y: home.y },
        finishTimestamp: null,
      },
    ]);

    const from = pushes.length;
    const sent = (
      await s.gql(
        'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:10}]){ id arrivesAt departsAt gatherEndsAt } }',
        rock,
        p.token,
      )
    ).data!.sendUnits;
    const away = (await s.gql(GROUPS, {}, p.token)).data!.getUnitGroups as Group[];
    expect(away.find((g) => g.id === home.id)?.units).toEqual([
      { type: 'ranger', count: 20 },
      { type: 'interceptor', count: 40 },
    ]);
    expect(away.find((g) => g.id === sent.id)).toEqual({
      id: sent.id,
      type: 'marching',
      status: 'marching',
      units: [{ type: 'interceptor', count: 10 }],
      location: { x: rock.x, y: rock.y },
      finishTimestamp: sent.arrivesAt,
    });

    // its whole trip: out, mining, home
    await s.runDueJobs(sent.arrivesAt);
    const mining = ((await s.gql(GROUPS, {}, p.token)).data!.getUnitGroups as Group[]).find((g) => g.id === sent.id)!;
    expect(mining.type).toBe('gathering');
    await s.runDueJobs(mining.finishTimestamp!);
    const back = ((await s.gql(GROUPS, {}, p.token)).data!.getUnitGroups as Group[]).find((g) => g.id === sent.id)!;
    expect(back.type).toBe('returning');
    await s.runDueJobs(back.finishTimestamp!);
    const after = (await s.gql(GROUPS, {}, p.token)).data!.getUnitGroups as Group[];
    expect(after.map((g) => g.id)).toEqual([home.id, `${home.id}:injured`]);

    // a browser that held `away` and merged every push of this fleet ends with the list as it is now
    await expect
      .poll(() =>
        pushes
          .slice(from)
          .filter((m) => m.kind === 'unit-group' && m.profileId === p.profileId)
          .map((m) => m.data?.group?.status),
      )
      .toEqual(['marching', 'gathering', 'returning', 'done']);
    const merged = mergeItems(
      away.filter((g) => g.id !== home.id),
      pushes
        .slice(from)
        .filter((m) => m.kind === 'unit-group' && m.profileId === p.profileId)
        .map((m) => m.data!.group as Group),
      LISTS.getUnitGroups,
    );
    expect(merged.map((g) => g.id)).toEqual([`${home.id}:injured`]);
  });
});
