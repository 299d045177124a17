import { describe, expect, test } from 'vitest';
import { objectAt, objectsIn } from './galaxy.ts';
import {
  baseRelation,
  countsByCell,
  fleetRelation,
  objectCounts,
  overviewCellCentre,
  overviewGrid,
  overviewIndex,
} from './map-view.ts';

describe('the overview grid', () => {
  test('a 200 × 200 galaxy is 25 × 25 cells of 8 × 8 spots; a larger one keeps 25 cells a side at most', () => {
    expect(overviewGrid(200)).toEqual({ cell: 8, side: 25 });
    expect(overviewGrid(1000)).toEqual({ cell: 40, side: 25 });
    expect(overviewGrid(201)).toEqual({ cell: 9, side: 23 });
    expect(overviewGrid(10)).toEqual({ cell: 1, side: 10 });
  });

  test('each spot falls in the cell that covers it, and a cell centres the map inside itself', () => {
    expect(overviewIndex(200, { x: 0, y: 0 })).toBe(0);
    expect(overviewIndex(200, { x: 7, y: 7 })).toBe(0);
    expect(overviewIndex(200, { x: 8, y: 0 })).toBe(1);
    expect(overviewIndex(200, { x: 0, y: 8 })).toBe(25);
    expect(overviewIndex(200, { x: 199, y: 199 })).toBe(624);
    for (const i of [0, 1, 25, 312, 624]) expect(overviewIndex(200, overviewCellCentre(200, i))).toBe(i);
    expect(overviewCellCentre(200, 26)).toEqual({ x: 12, y: 12 });
  });

  test('counts per cell land at their row-major place; rows outside the grid are ignored', () => {
    const grid = countsByCell(200, [
      { cx: 0, cy: 0, n: 3 },
      { cx: 24, cy: 0, n: 1 },
      { cx: 2, cy: 1, n: 5 },
      { cx: 25, cy: 0, n: 9 },
    ]);
    expect(grid).toHaveLength(625);
    expect(grid[0]).toBe(3);
    expect(grid[24]).toBe(1);
    expect(grid[27]).toBe(5);
    expect(grid.reduce((a, b) => a + b, 0)).toBe(9);
  });

  test("the objects per cell are the world seed's objects, each counted once in its own cell", () => {
    const seed = 1234;
    const counts = objectCounts(seed, 200);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(objectsIn(seed, 200, { x: 0, y: 0 }, { x: 199, y: 199 }).length);
    // one cell checked spot by spot
    let inCell = 0;
    for (let y = 16; y < 24; y++) for (let x = 40; x < 48; x++) if (objectAt(seed, 200, { x, y })) inCell++;
    expect(counts[2 * 25 + 5]).toBe(inCell);
    // the quick count (one hash a spot) agrees cell by cell with asking objectAt at every spot, on many worlds
    for (let seed = 1; seed <= 40; seed++)
      expect(objectCounts(seed, 64)).toEqual(objectCounts(seed, 64, (a, b, c) => objectAt(a, b, c)));
  });
});

describe('what the map shows of fleets and bases', () => {
  const reader = { profileId: 'me', allies: new Set(['friend']), watchedBases: new Set(['my-base', 'friend-base']) };
  const fleet = (o: Partial<{ profileId: string; kind: string; status: string; targetBaseId: string | null }>) => ({
    profileId: 'stranger',
    kind: 'raid',
    status: 'marching',
    targetBaseId: null,
    ...o,
  });

  test("my fleets and my allies' fleets in flight show, whatever they fly at", () => {
    expect(fleetRelation(fleet({ profileId: 'me', kind: 'attack' }), reader)).toBe('own');
    expect(fleetRelation(fleet({ profileId: 'friend', kind: 'gather' }), reader)).toBe('ally');
    expect(fleetRelation(fleet({ profileId: 'friend', status: 'returning' }), reader)).toBe('ally');
    // not in flight: mining, holding, waiting in an ally's base
    expect(fleetRelation(fleet({ profileId: 'friend', status: 'gathering' }), reader)).toBeNull();
    expect(fleetRelation(fleet({ profileId: 'me', status: 'occupying' }), reader)).toBeNull();
    expect(fleetRelation(fleet({ profileId: 'me', kind: 'portal' }), reader)).toBeNull();
  });

  test("a stranger's fleet shows as hostile only while it flies at my base or an ally's", () => {
    expect(fleetRelation(fleet({ targetBaseId: 'my-base' }), reader)).toBe('hostile');
    expect(fleetRelation(fleet({ targetBaseId: 'friend-base', kind: 'scout' }), reader)).toBe('hostile');
    // between two strangers, at a pirate ship, or on its way home: not mine to see
    expect(fleetRelation(fleet({ targetBaseId: 'someone-else' }), reader)).toBeNull();
    expect(fleetRelation(fleet({ targetBaseId: null, kind: 'attack' }), reader)).toBeNull();
    expect(fleetRelation(fleet({ targetBaseId: 'my-base', status: 'returning' }), reader)).toBeNull();
    // a convoy of goods is no attack
    expect(fleetRelation(fleet({ targetBaseId: 'my-base', kind: 'convoy' }), reader)).toBeNull();
  });

  test("a rally's shares show in flight: to the leader's base and with the rally; waiting there they do not", () => {
    expect(fleetRelation(fleet({ profileId: 'me', kind: 'rally', status: 'joining' }), reader)).toBe('own');
    expect(fleetRelation(fleet({ profileId: 'friend', kind: 'rally', status: 'rallying' }), reader)).toBe('ally');
    expect(fleetRelation(fleet({ profileId: 'friend', kind: 'rally', status: 'waiting' }), reader)).toBeNull();
    // a stranger's rally flying at my base is hostile; gathering at its leader's base it is not seen
    expect(fleetRelation(fleet({ kind: 'rally', status: 'rallying', targetBaseId: 'my-base' }), reader)).toBe(
      'hostile',
    );
    expect(fleetRelation(fleet({ kind: 'rally', status: 'joining', targetBaseId: 'my-base' }), reader)).toBeNull();
  });

  test('a base is marked mine, an ally’s, hostile while its commander flies at us, else neutral', () => {
    const hostile = new Set(['Raider']);
    expect(baseRelation({ own: true, ally: false, owner: 'Me' }, hostile)).toBe('own');
    expect(baseRelation({ own: false, ally: true, owner: 'Raider' }, hostile)).toBe('ally');
    expect(baseRelation({ own: false, ally: false, owner: 'Raider' }, hostile)).toBe('hostile');
    expect(baseRelation({ own: false, ally: false, owner: 'Quiet' }, hostile)).toBe('neutral');
    expect(baseRelation({ own: false, ally: false, owner: null }, hostile)).toBe('neutral');
  });
});
