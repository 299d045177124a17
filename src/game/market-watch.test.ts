import { describe, expect, test } from 'vitest';
import { type MarketDay, marketAlerts, median, priceChange, topMovers } from './market-watch.ts';

const days = (closes: number[], volumes: number[], start = 1): MarketDay[] =>
  closes.map((close, i) => ({ day: `2026-03-${String(start + i).padStart(2, '0')}`, close, volume: volumes[i] ?? 0 }));

describe('market watch', () => {
  test('median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  test('a close beyond twice the trailing median, or under half, is an alert; within the band nothing', () => {
    const past = days([1, 1.1, 0.9, 1], [100, 120, 80, 100]);
    const on = (close: number, volume = 100) => marketAlerts(past, { day: '2026-03-05', close, volume });
    expect(on(1.9)).toEqual([]);
    expect(on(0.51)).toEqual([]);
    expect(on(2.1)).toEqual([{ kind: 'price-high', value: 2.1, median: 1 }]);
    expect(on(0.49)).toEqual([{ kind: 'price-low', value: 0.49, median: 1 }]);
    expect(on(1, 400)).toEqual([]);
    expect(on(1, 401)).toEqual([{ kind: 'volume', value: 401, median: 100 }]);
  });

  test('too little history, or history outside the window, judges nothing', () => {
    expect(marketAlerts(days([1, 1], [10, 10]), { day: '2026-03-03', close: 9, volume: 999 })).toEqual([]);
    // three trading days, but more than seven days before
    expect(marketAlerts(days([1, 1, 1], [10, 10, 10]), { day: '2026-03-20', close: 9, volume: 999 })).toEqual([]);
    // the day itself is not its own baseline
    const series = days([1, 1, 1, 9], [10, 10, 10, 999]);
    expect(marketAlerts(series, series[3] as MarketDay).map((a) => a.kind)).toEqual(['price-high', 'volume']);
  });

  test('change against the previous trading day; movers sorted by size either way', () => {
    const s = days([1, 1.5], [1, 1]);
    expect(priceChange(s, { day: '2026-03-02', close: 1.5, volume: 1 })).toBeCloseTo(0.5);
    expect(priceChange([], { day: '2026-03-02', close: 1.5, volume: 1 })).toBeNull();
    const rows = [{ change: 0.1 }, { change: -0.6 }, { change: null }, { change: 0.3 }, { change: 0 }];
    expect(topMovers(rows, 2)).toEqual([{ change: -0.6 }, { change: 0.3 }]);
  });
});
