import { describe, expect, test } from 'vitest';
import { nextWindow } from './map-window.ts';

const item = (coordinates: string, type: string | null, level = 1) => ({ coordinates, type, level });

describe('the map window and the answers of getMap', () => {
  test('an answer of changes merges by coordinates (type null removes); a whole answer replaces the window', () => {
    const whole = { since: 'c1', delta: false, items: [item('1:1', 'pirate-ship'), item('2:2', 'solar-system', 3)] };
    const held = nextWindow(undefined, whole, 1_000);
    expect(held).toEqual({ ...whole, wholeAt: 1_000 });

    const changes = {
      since: 'c2',
      delta: true,
      items: [item('1:1', null), item('2:2', 'solar-system', 4), item('3:3', 'astromite-asteroid')],
    };
    const merged = nextWindow(held, changes, 5_000);
    expect(merged).toEqual({
      since: 'c2',
      delta: true,
      items: [item('2:2', 'solar-system', 4), item('3:3', 'astromite-asteroid')],
      // still as old as its last whole answer
      wholeAt: 1_000,
    });
    // nothing changed: the same items, the next cursor
    expect(nextWindow(merged, { since: 'c3', delta: true, items: [] }, 9_000).items).toEqual(merged.items);
    // a whole answer (an invalidation, an unreadable cursor) replaces what was held
    expect(nextWindow(merged, { since: 'c4', delta: false, items: [item('9:9', 'pirate-ship')] }, 9_000)).toEqual({
      since: 'c4',
      delta: false,
      items: [item('9:9', 'pirate-ship')],
      wholeAt: 9_000,
    });
  });
});
