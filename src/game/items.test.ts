import { describe, expect, test } from 'vitest';
import {
  checkItemUse,
  FRAGMENTS_TO_COMBINE,
  ITEMS,
  ITEMS_BY_TYPE,
  SHOP_ITEMS,
  speedupsFor,
  spedUpDue,
} from './items.ts';

describe('items', () => {
  test('golden: the shop', () => {
    expect(ITEMS.map((i) => `${i.type} ${i.price === null ? 'not sold' : `${i.price} credits`}`)).toMatchSnapshot();
    expect(SHOP_ITEMS.every((i) => i.price > 0)).toBe(true);
  });

  test('a speed-up only for its own kind of queue; a crate on no queue; an amount and enough items', () => {
    expect(checkItemUse('speedup-building-60m', 1, 1, 'building')).toEqual({ ok: true });
    expect(checkItemUse('speedup-building-60m', 1, 1, 'research')).toEqual({ ok: false, reason: 'WRONG_TARGET' });
    expect(checkItemUse('speedup-building-60m', 0, 5, 'building')).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkItemUse('speedup-building-60m', 2, 1, 'building')).toEqual({ ok: false, reason: 'NOT_ENOUGH_ITEMS' });
    expect(checkItemUse('crate-food', 3, 3)).toEqual({ ok: true });
    expect(checkItemUse('crate-food', 1, 1, 'building')).toEqual({ ok: false, reason: 'WRONG_TARGET' });
    expect(checkItemUse('dragon-egg', 1, 1)).toEqual({ ok: false, reason: 'UNKNOWN' });
  });

  test('shields and radars one at a time; symbol fragments in fives; core shards and catalyst dust not from the backpack', () => {
    expect(checkItemUse('portal-shield-8h', 2, 5)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkItemUse('radar-pirate-ship', 1, 1)).toEqual({ ok: true });
    expect(checkItemUse('radar-pirate-ship', 2, 2)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkItemUse('symbols-fragment', FRAGMENTS_TO_COMBINE, FRAGMENTS_TO_COMBINE - 1)).toEqual({
      ok: false,
      reason: 'NOT_ENOUGH_ITEMS',
    });
    expect(checkItemUse('symbols-fragment', FRAGMENTS_TO_COMBINE, FRAGMENTS_TO_COMBINE)).toEqual({ ok: true });
    expect(checkItemUse('symbols-fragment', 3, 10)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkItemUse('unknown-fragment', 7, 7)).toEqual({ ok: true });
    expect(checkItemUse('core-shard', 1, 9)).toEqual({ ok: false, reason: 'NOT_USABLE' });
    expect(checkItemUse('speedup-healing-60m', 1, 1, 'healing')).toEqual({ ok: true });
  });

  test('speeding up moves the due time earlier, never before now', () => {
    expect(spedUpDue(10_000_000, 3_600_000, 2, 0)).toBe(2_800_000);
    expect(spedUpDue(10_000_000, 3_600_000, 3, 5_000_000)).toBe(5_000_000);
    expect(speedupsFor('training').map((i) => i.type)).toEqual(['speedup-training-5m', 'speedup-training-60m']);
    expect(ITEMS_BY_TYPE['crate-astromite']).toMatchObject({ kind: 'crate', gives: { astromite: 1000 } });
  });
});
