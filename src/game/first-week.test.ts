/**
 * The golden first week (docs/decisions/042-the-first-week.md): a free commander who follows
 * the guide and then plays greedily, minute by minute for seven days at speed 1. The table is the
 * document of the balance: a change to a cost, a rate, a reward or a pirate shows as a diff here, to
 * be accepted on purpose (`vitest -u`) or undone.
 */
import { describe, expect, test } from 'vitest';
import { BASE_PRODUCTION_PER_HOUR, productionPerHour } from './effects.ts';
import { simulateFirstWeek, weekTable } from './first-week.ts';
import { MAX_MISSION_LEVEL, missionReward } from './missions.ts';

const run = simulateFirstWeek();

describe('the first week of a free player at speed 1', () => {
  test('never waits more than 10 minutes with nothing worth doing in the first hour, 30 in the first day', () => {
    expect(run.waits.firstHour).toBeLessThanOrEqual(10);
    expect(run.waits.firstDay).toBeLessThanOrEqual(30);
  });

  test('builds a first Ephoran core within the week by running the vault', () => {
    expect(run.firstCoreAtHour).not.toBeNull();
    expect(run.firstCoreAtHour!).toBeLessThan(7 * 24);
  });

  test('the golden table: levels, stores, the fleet, and the longest wait since the row before (minutes)', () => {
    expect(`\n${weekTable(run.rows)}\n`).toMatchSnapshot();
    expect(run.waits).toMatchSnapshot();
  });
});

describe('portal missions pay a few hours of production at every level', () => {
  // a base whose producers stand at the mission's level makes this much of each resource per hour
  const hourOf = (level: number) => 3 * (BASE_PRODUCTION_PER_HOUR + productionPerHour(level));
  const worth = (level: number, type: 'exploration' | 'hostile' | 'rescue') => {
    const r = missionReward(type, level);
    return (
      r.resources.food + r.resources.steel + r.resources.energy + r.resources.astromite + 100 * (r.units.ranger ?? 0)
    );
  };
  test('between one and eight hours, for the types that pay resources', () => {
    const table: string[] = [];
    for (let level = 1; level <= MAX_MISSION_LEVEL; level++) {
      const hours = (['exploration', 'hostile', 'rescue'] as const).map((type) => worth(level, type) / hourOf(level));
      table.push(`${level}: ${hours.map((h) => h.toFixed(1)).join(' | ')}`);
      for (const h of hours) {
        expect(h).toBeGreaterThanOrEqual(1);
        expect(h).toBeLessThanOrEqual(8);
      }
    }
    expect(`\nlevel: exploration | hostile | rescue (hours of production)\n${table.join('\n')}\n`).toMatchSnapshot();
  });
});
