/**
 * getMap with `since` (decision 080): asked with an earlier answer's cursor, only the spots changed
 * since come back (an emptied spot with type null), and merging them into the window held by spec
 * 3's rule gives exactly the window read whole now.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Item, LISTS, mergeItems } from '../../src/web/lib/merge-list.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => {
  await s?.close();
});

const MAP =
  'query($x:Int!,$y:Int!,$r:Int,$since:String){ getMap(x:$x,y:$y,radius:$r,since:$since){ since delta items { coordinates x y type level owner own ally } } }';
type Window = { since: string; delta: boolean; items: Item[] };
const byKey = (items: Item[]) => [...items].sort((a, b) => String(a.coordinates).localeCompare(String(b.coordinates)));

describe('the map window merged from its changes', () => {
  test('a base come, a base gone, an object destroyed and back: the changes merged give the window read whole', async () => {
    const p = await s.newPlayerWithProfile('Mapper1');
    const other = await s.newPlayerWithProfile('Mover1');
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base as { x: number; y: number };
    const at = { x: home.x, y: home.y, r: 5 };
    const read = async (since: string | null) => (await s.gql(MAP, { ...at, since }, p.token)).data!.getMap as Window;

    const whole = await read(null);
    expect(whole.delta).toBe(false);
    // nothing changed: at most the spots noted in the last half minute come back (the margin for a
    // transaction that committed late: here the bases just founded), and merging them changes nothing
    const quiet = await read(whole.since);
    expect(quiet.delta).toBe(true);
    expect(quiet.items.length).toBeLessThanOrEqual(2);
    expect(byKey(mergeItems(whole.items, quiet.items, LISTS.getMap))).toEqual(byKey(whole.items));

    // a stranger's base moves onto an empty spot of the window; an object in it is destroyed
    const taken = new Set(whole.items.map((i) => i.coordinates));
    const empty = [...Array(121).keys()]
      .map((i) => ({ x: home.x - 5 + (i % 11), y: home.y - 5 + Math.floor(i / 11) }))
      .find((c) => c.x >= 0 && c.y >= 0 && !taken.has(`${c.x}:${c.y}`))!;
    const object = whole.items.find((i) => i.type !== 'solar-system')!;
    await s.db.updateTable('bases').set(empty).where('profile_id', '=', other.profileId).execute();
    const respawn = s.clock.now() + 60_000;
    await s.db
      .insertInto('map_changes' as never)
      .values({
        world_id: (await s.gql('{ getMap(x:0,y:0,radius:1){ worldId } }', {}, p.token)).data!.getMap.worldId,
        x: object.x,
        y: object.y,
        gone_until: new Date(respawn),
      } as never)
      .execute();

    const changes = await read(quiet.since);
    const spot = (w: Window, c: unknown) => w.items.find((i) => i.coordinates === c);
    expect(changes.delta).toBe(true);
    expect(changes.items.length).toBeLessThanOrEqual(4);
    expect(spot(changes, `${empty.x}:${empty.y}`)).toMatchObject({ type: 'solar-system', owner: 'Mover1' });
    expect(spot(changes, object.coordinates)).toMatchObject({ type: null });
    let held = mergeItems(whole.items, changes.items, LISTS.getMap);
    expect(byKey(held)).toEqual(byKey((await read(null)).items));

    // the base leaves the window again; the object respawns by the game's clock
    await s.db
      .updateTable('bases')
      .set({ x: home.x + 40 > 190 ? home.x - 40 : home.x + 40 })
      .where('profile_id', '=', other.profileId)
      .execute();
    s.clock.set(respawn + 1);
    const later = await read(changes.since);
    expect(later.delta).toBe(true);
    expect(spot(later, `${empty.x}:${empty.y}`)).toMatchObject({ type: null });
    expect(spot(later, object.coordinates)).toMatchObject({ type: object.type, level: object.level });
    held = mergeItems(held, later.items, LISTS.getMap);
    expect(byKey(held)).toEqual(byKey((await read(null)).items));
    // the window is as it began, but for the mover's base: new commanders are placed near each
    // other, so it may have stood in the window before it moved (and has now left it)
    expect(byKey(held)).toEqual(byKey(whole.items.filter((i) => i.owner !== 'Mover1')));
  });

  test('a cursor the server cannot read is answered with the whole window, never an error', async () => {
    const p = await s.newPlayerWithProfile('Mapper2');
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base as { x: number; y: number };
    for (const since of ['garbage', '1.2', `${Date.now()}.1.0-0`, 'x'.repeat(100)]) {
      const r = await s.gql(MAP, { x: home.x, y: home.y, r: 3, since }, p.token);
      expect(r.errors).toBeUndefined();
      expect(r.data!.getMap.delta).toBe(false);
      expect(r.data!.getMap.items.length).toBeGreaterThan(0);
    }
  });
});
