import { describe, expect, test } from 'vitest';
import { humanAge } from './age.ts';

describe('humanAge', () => {
  test('seconds, minutes, hours, days, rounded down', () => {
    expect(humanAge(2_400)).toEqual({ unit: 's', count: 2 });
    expect(humanAge(-5)).toEqual({ unit: 's', count: 0 });
    expect(humanAge(59_999)).toEqual({ unit: 's', count: 59 });
    expect(humanAge(5 * 60_000 + 30_000)).toEqual({ unit: 'min', count: 5 });
    expect(humanAge(3 * 3_600_000 + 59 * 60_000)).toEqual({ unit: 'h', count: 3 });
    expect(humanAge(50 * 3_600_000)).toEqual({ unit: 'd', count: 2 });
  });
});
