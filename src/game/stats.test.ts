import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newBase, settleBase, snapshotOf } from './base.ts';
import { checkUpgrade } from './checks.ts';
import { economy, plunderable, rateBreakdown } from './economy.ts';
import { baseInfluence } from './influence.ts';
import { modifiersFrom } from './modifiers.ts';
import { HOUR_MS, msUntilLimit, resourcesAt } from './production.ts';
import { resources } from './resources.ts';
import { baseStats } from './stats.ts';
import { UNIT_IDS, UNITS, upkeepPerHour } from './units.ts';

const T0 = Date.UTC(2026, 0, 1);

describe('base stats: building effects with research applied', () => {
  test('a new base: no barracks, no embassy, so nothing to train or host; the command center sets the rally size', () => {
    const s = baseStats(newBase(T0).buildings, {});
    expect(s.training.barracks.capacity).toBe(0);
    expect(s.reinforcementCapacity).toBe(0);
    expect(s.rallyCapacity).toBe(2000);
    expect(s.units.ranger).toMatchObject({ attack: 12, defense: 8, health: 40, trainMs: 30_000 });
  });

  test('each tactical line raises only its own unit and stat', () => {
    const s = baseStats({}, { 'cruiser-health': 5 });
    expect(s.units.cruiser.health).toBe(220);
    expect(s.units.cruiser.attack).toBe(UNITS.cruiser.attack);
    expect(s.units.battleship.health).toBe(UNITS.battleship.health);
  });

  test('training and healing speed research and the world speed shorten the times', () => {
    const plain = baseStats({ barracks: 1, 'recovery-bay': 1 }, {});
    const fast = baseStats({ barracks: 1, 'recovery-bay': 1 }, { 'barracks-speed': 10, 'healing-speed': 10 }, {}, 2);
    expect(fast.units.ranger.trainMs).toBe(10_000); // 30 s / 1.5 / 2
    expect(fast.units.ranger.healMs).toBeLessThan(plain.units.ranger.healMs);
    expect(fast.units.cruiser.trainMs).toBe(120_000); // shipyard speed untouched: 240 s / 2
  });

  test('mining research raises what a gathering march mines', () => {
    expect(baseStats({}, { 'astromite-mining-speed': 4 }).mining.astromite).toBe(720);
    expect(baseStats({}, { 'quantarite-mining': 2 }).mining.quantariteLoad).toBe(1.1);
  });

  test('boosts (items, cores) add to the research of the same name', () => {
    expect(modifiersFrom({ 'food-output': 2 }, { 'food-output': 0.25 }).output.food).toBe(1.35);
    expect(economy({ 'hydroponic-farm': 1 }, {}, 0, { 'food-output': 1 }).ratePerHour.food).toBe(
      2 * economy({ 'hydroponic-farm': 1 }, {}).ratePerHour.food,
    );
  });
});

describe('upkeep and plunder', () => {
  test('units at home are part of the food rate', () => {
    const base = { ...newBase(T0), units: { ranger: 10, battleship: 2 } };
    expect(upkeepPerHour(base.units)).toBe(10 + 16);
    expect(snapshotOf(base).ratePerHour.food).toBe(snapshotOf(newBase(T0)).ratePerHour.food - 26);
  });

  test('food under upkeep never goes below zero, however long the player is away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 30 * 24 * HOUR_MS }),
        (food, battleships, away) => {
          const base = { ...newBase(T0), resources: resources({ food }), units: { battleship: battleships } };
          const later = settleBase(base, [], T0 + away).state;
          expect(later.resources.food).toBeGreaterThanOrEqual(0);
          expect(later.resources.food).toBe(resourcesAt(snapshotOf(base), T0 + away).food);
        },
      ),
    );
  });

  test('plunder takes everything but the depot’s protected share, and never credits', () => {
    const loot = plunderable(resources({ food: 1000, steel: 1, credits: 500 }), 5);
    expect(loot.food).toBe(800); // level 5 protects 20 %
    expect(loot.steel).toBe(0);
    expect(loot.credits).toBe(0);
  });

  test('every unit eats', () => {
    for (const id of UNIT_IDS) expect(UNITS[id].upkeepPerHour).toBeGreaterThan(0);
  });
});

describe('resource details', () => {
  test('the breakdown adds up to the rate the server uses', () => {
    const b = { 'hydroponic-farm': 4, 'steel-foundry': 2 };
    const r = { 'food-output': 3, 'steel-output': 1 };
    const parts = rateBreakdown(b, r, 55);
    const rates = economy(b, r, 55).ratePerHour;
    for (const k of ['food', 'steel', 'energy'] as const) {
      expect(parts[k].base + parts[k].building + parts[k].bonus - parts[k].upkeep).toBe(rates[k]);
      expect(parts[k].net).toBe(rates[k]);
    }
    expect(parts.food.upkeep).toBe(55);
    expect(parts.energy.bonus).toBe(0);
  });

  test('full in and empty in agree with the amounts at that time', () => {
    const grow = snapshotOf(newBase(T0));
    const full = msUntilLimit(grow, 'food')!;
    expect(resourcesAt(grow, T0 + full).food).toBe(grow.capacity.food);
    expect(resourcesAt(grow, T0 + full - 60_000).food).toBeLessThan(grow.capacity.food);
    const shrink = snapshotOf({ ...newBase(T0), units: { battleship: 100 } });
    const empty = msUntilLimit(shrink, 'food')!;
    expect(resourcesAt(shrink, T0 + empty).food).toBe(0);
    expect(resourcesAt(shrink, T0 + empty - 60_000).food).toBeGreaterThan(0);
    expect(msUntilLimit(grow, 'astromite')).toBeNull();
  });
});

describe('timed boosts (items, cores)', () => {
  const farm = { ...newBase(T0), resources: resources({ food: 0 }) };
  const plain = snapshotOf(farm).ratePerHour.food;

  test('a food boost counts until it ends, to the millisecond, then the old rate returns', () => {
    const boosted = { ...farm, boosts: [{ effect: 'food-output', amount: 0.5, endsAt: T0 + 2 * HOUR_MS }] };
    const fast = snapshotOf(boosted).ratePerHour.food;
    expect(fast).toBeGreaterThan(plain);
    const later = settleBase(boosted, [], T0 + 5 * HOUR_MS).state;
    expect(later.resources.food).toBe(2 * fast + 3 * plain);
    expect(later.boosts).toEqual([]);
    expect(snapshotOf(later).ratePerHour.food).toBe(plain);
  });

  test('settling in pieces gives what settling once gives, boosts ending anywhere in between', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 * HOUR_MS }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 12 * HOUR_MS }), { maxLength: 3 }),
        (steps, ends) => {
          const start = {
            ...farm,
            boosts: ends.map((e, i) => ({
              effect: i % 2 ? 'steel-output' : 'food-output',
              amount: 0.25,
              endsAt: T0 + e,
            })),
          };
          let s = start;
          let at = T0;
          for (const step of steps) {
            at += step;
            s = settleBase(s, [], at).state;
          }
          expect(s.resources).toEqual(settleBase(start, [], at).state.resources);
        },
      ),
    );
  });

  test('a construction boost shortens the build time the server checks', () => {
    const fast = { ...newBase(T0), boosts: [{ effect: 'construction-speed', amount: 1, endsAt: T0 + HOUR_MS }] };
    const a = checkUpgrade(newBase(T0), [], 'hydroponic-farm');
    const b = checkUpgrade(fast, [], 'hydroponic-farm');
    expect(a.ok && b.ok && b.durationMs * 2).toBe(a.ok && a.durationMs);
  });
});

describe('influence', () => {
  test('units by their influence, every building and research level a little', () => {
    expect(baseInfluence({ 'command-center': 2, 'hydroponic-farm': 1 }, {}, {})).toBe(30);
    expect(baseInfluence({}, { 'food-output': 2 }, { ranger: 10, battleship: 2 })).toBe(10 + 10 * 1 + 2 * 25);
  });
});

describe('march slots', () => {
  test('one, one more every five command center levels, the trading outpost at its top, and the hero quarters’ officers', async () => {
    const { marchSlots, heroOfficers } = await import('./effects.ts');
    expect(marchSlots({})).toBe(1);
    expect(marchSlots({ 'command-center': 10 })).toBe(3);
    expect([0, 1, 9, 10, 20, 25].map(heroOfficers)).toEqual([0, 1, 1, 2, 3, 3]);
    expect(marchSlots({ 'command-center': 10, 'hero-quarters': 10 })).toBe(5);
    expect(marchSlots({ 'trading-outpost': 10, 'hero-quarters': 1 })).toBe(3);
  });

  test('every level of the hero quarters adds 200 troops to the rallies led from the base', async () => {
    const { baseStats } = await import('./stats.ts');
    const cap = (hq: number) => baseStats({ 'command-center': 10, 'hero-quarters': hq }, {}).rallyCapacity;
    expect([0, 1, 2, 11, 25].map(cap)).toEqual([10_000, 10_200, 10_400, 12_200, 15_000]);
  });
});
