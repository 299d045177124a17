/**
 * Open data: each world's dump over plain HTTP without a session, generated hourly by the injected
 * clock; commanders, alliances, bases and rankings as documented, nothing of what is in motion;
 * cached by ETag and Cache-Control.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { taskList } from '../../src/server/tasks.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const tick = async () => {
  const tasks = taskList({ db: s.db, clock: s.clock });
  await tasks['leaderboards/tick']!({} as never, {} as never);
  await tasks['opendata/tick']!({} as never, {} as never);
};
const get = (path: string, headers: Record<string, string> = {}) =>
  s.app.handle(new Request(`http://localhost${path}`, { headers }));

describe('the open data dump', () => {
  test('holds commanders, alliances, bases and rankings, and nothing in motion', async () => {
    const p = await s.newPlayerWithProfile('Opener');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 50 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base;
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', home, p.token)
    ).data!.getMap;
    const rock = map.items
      .filter((i: { type: string }) => i.type === 'astromite-asteroid')
      .sort((a: never, b: never) => distance(a, home) - distance(b, home))[0];
    const sent = (
      await s.gql(
        'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id status } }',
        { x: rock.x, y: rock.y, u: [{ type: 'interceptor', count: 10 }] },
        p.token,
      )
    ).data!.sendUnits;
    expect(sent.status).toBe('marching');
    s.clock.advance(61 * 60_000);
    await tick();

    const index = await (await get('/opendata')).json();
    const world = index.worlds[0];
    expect(world.files).toContain(`/opendata/${world.id}/world.json`);
    const res = await get(`/opendata/${world.id}/world.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    const doc = JSON.parse(text);
    expect(Object.keys(doc).sort()).toEqual([
      'alliances',
      'bases',
      'commanders',
      'generatedAt',
      'rankings',
      'version',
      'world',
    ]);
    expect(doc.commanders.find((c: { name: string }) => c.name === 'Opener')).toEqual({
      id: p.profileId,
      name: 'Opener',
      allianceId: null,
      influence: expect.any(Number),
    });
    expect(doc.bases.find((b: { commanderId: string }) => b.commanderId === p.profileId)).toEqual({
      commanderId: p.profileId,
      x: home.x,
      y: home.y,
    });
    expect(Object.keys(doc.rankings[0]).sort()).toEqual(['category', 'id', 'rank', 'scope', 'score']);
    // the fleet in flight is nowhere: not its id, not its target, not a word of marches or arrivals
    expect(text).not.toContain(sent.id);
    expect(text).not.toMatch(/march|fleet|target|arriv|garrison/i);
    expect(text).not.toContain(`"x":${rock.x},"y":${rock.y}`);
    for (const f of ['commanders.csv', 'alliances.csv', 'bases.csv', 'rankings.csv']) {
      const csv = await (await get(`/opendata/${world.id}/${f}`)).text();
      expect(csv).not.toContain(sent.id);
    }
    const bases = await (await get(`/opendata/${world.id}/bases.csv`)).text();
    expect(bases.split('\r\n')[0]).toBe('commander_id,x,y');
    expect(bases).toContain(`${p.profileId},${home.x},${home.y}\r\n`);
  });

  test('regenerated hourly by the clock; ETag answers 304; cached until the next generation', async () => {
    s.clock.advance(61 * 60_000);
    await tick();
    const worldId = (await (await get('/opendata')).json()).worlds[0].id;
    const path = `/opendata/${worldId}/commanders.csv`;
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    await s.newPlayerWithProfile('Latecomer');
    s.clock.advance(30 * 60_000);
    await tick();
    const half = await get(path);
    expect(half.headers.get('etag')).toBe(etag);
    expect(await half.text()).not.toContain('Latecomer');
    expect(half.headers.get('cache-control')).toBe('public, max-age=1800');
    s.clock.advance(30 * 60_000);
    await tick();
    const next = await get(path, { 'if-none-match': etag });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
    expect(await next.text()).toContain('Latecomer');
  });

  test('no session needed; unknown worlds and files answer 404', async () => {
    expect((await get('/opendata/not-a-world/world.json')).status).toBe(404);
    expect((await get('/opendata/00000000-0000-4000-8000-000000000000/world.json')).status).toBe(404);
    const worldId = (await (await get('/opendata')).json()).worlds[0].id;
    expect((await get(`/opendata/${worldId}/secrets.json`)).status).toBe(404);
  });
});
