import { describe, expect, test } from 'vitest';
import { unitsFromParam, unitsToParam } from './unit-list.ts';

describe('unit counts in a link', () => {
  test('round trip, in the game order, zeros left out', () => {
    expect(unitsToParam({ interceptor: 4, ranger: 10, cruiser: 0 })).toBe('ranger:10,interceptor:4');
    expect(unitsFromParam('ranger:10,interceptor:4')).toEqual({ ranger: 10, interceptor: 4 });
  });
  test('anything else is dropped, never thrown', () => {
    expect(unitsFromParam('dragon:5,ranger:-2,guardian:1.5,phantom:3,cruiser:99999999999')).toEqual({ phantom: 3 });
    expect(unitsFromParam(42)).toEqual({});
    expect(unitsFromParam(undefined)).toEqual({});
  });
});
