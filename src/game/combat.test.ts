import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BATTLE_ENGINE_VERSION,
  type BattleInput,
  type BattleResult,
  type CombatStats,
  COUNTERS,
  MAX_ROUNDS,
  plainStats,
  simulateBattle,
} from './combat.ts';
import { carryCapacity, PLUNDER_KINDS, plunderOf } from './plunder.ts';
import { plunderable } from './economy.ts';
import { createRng, type Rng } from './random.ts';
import { RESOURCES, type Resources, resources } from './resources.ts';
import { baseStats } from './stats.ts';
import { UNIT_IDS, UNITS, type UnitCounts, type UnitId } from './units.ts';

const PLAIN = plainStats();

/** A battle with plain stats unless told otherwise. */
const fight = (
  attacker: UnitCounts,
  defender: UnitCounts,
  seed = 42,
  more: Partial<BattleInput> & { healingCapacity?: number } = {},
) =>
  simulateBattle(
    {
      attacker: { units: attacker, stats: PLAIN },
      defender: { units: defender, stats: PLAIN, healingCapacity: more.healingCapacity },
      maxRounds: more.maxRounds,
    },
    createRng(seed),
  );

const n = (counts: UnitCounts, id: UnitId) => counts[id] ?? 0;
const sum = (counts: UnitCounts) => UNIT_IDS.reduce((s, id) => s + n(counts, id), 0);
const isCount = (v: number) => Number.isSafeInteger(v) && v >= 0;
/** Resource cost of one unit (all kinds added up). */
const costOf = (id: UnitId) => Object.values(UNITS[id].cost).reduce<number>((s, v) => s + (v ?? 0), 0);
/** As many `id` as `budget` resources buy. */
const army = (id: UnitId, budget: number): UnitCounts => ({ [id]: Math.floor(budget / costOf(id)) });

/** Every rule a result must keep, whatever the input. */
function expectConsistent(r: BattleResult, input: BattleInput) {
  expect(r.version).toBe(BATTLE_ENGINE_VERSION);
  expect(r.rounds.length).toBeLessThanOrEqual(input.maxRounds ?? MAX_ROUNDS);
  for (const id of UNIT_IDS) {
    const a = r.attacker;
    const d = r.defender;
    for (const v of [
      n(a.before, id),
      n(a.lost, id),
      n(a.survivors, id),
      n(d.before, id),
      n(d.lost, id),
      n(d.injured, id),
      n(d.survivors, id),
    ]) {
      expect(isCount(v)).toBe(true);
    }
    expect(n(a.before, id)).toBe(Math.floor(input.attacker.units[id] ?? 0));
    expect(n(d.before, id)).toBe(Math.floor(input.defender.units[id] ?? 0));
    expect(n(a.survivors, id) + n(a.lost, id)).toBe(n(a.before, id));
    expect(n(d.survivors, id) + n(d.lost, id) + n(d.injured, id)).toBe(n(d.before, id));
    // the round log adds up to the totals, and each round starts where the last one ended
    let att = n(a.before, id);
    let def = n(d.before, id);
    for (const round of r.rounds) {
      expect(n(round.attacker.start, id)).toBe(att);
      expect(n(round.defender.start, id)).toBe(def);
      expect(isCount(n(round.attacker.lost, id)) && isCount(n(round.defender.lost, id))).toBe(true);
      att -= n(round.attacker.lost, id);
      def -= n(round.defender.lost, id);
    }
    expect(att).toBe(n(a.survivors, id));
    expect(def).toBe(n(d.survivors, id));
  }
  expect(sum(r.defender.injured)).toBeLessThanOrEqual(Math.max(0, Math.floor(input.defender.healingCapacity ?? 0)));
  const attackerStands = sum(r.attacker.survivors) > 0;
  const defenderStands = sum(r.defender.survivors) > 0;
  const expected =
    attackerStands && !defenderStands ? 'attacker' : defenderStands && !attackerStands ? 'defender' : 'draw';
  expect(r.winner).toBe(expected);
}

/** Stats with research: each unit type gets its own multiplier. */
const researched = (mult: Record<UnitId, number>): Record<UnitId, CombatStats> =>
  Object.fromEntries(
    UNIT_IDS.map((id) => [
      id,
      {
        attack: PLAIN[id].attack * mult[id],
        defense: PLAIN[id].defense * mult[id],
        health: PLAIN[id].health * mult[id],
      },
    ]),
  ) as Record<UnitId, CombatStats>;

const countArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 3_000_000 }));
const armyArb = fc.record(Object.fromEntries(UNIT_IDS.map((id) => [id, countArb])) as Record<UnitId, typeof countArb>);
const multArb = fc.record(
  Object.fromEntries(UNIT_IDS.map((id) => [id, fc.double({ min: 1, max: 2, noNaN: true })])) as Record<
    UnitId,
    fc.Arbitrary<number>
  >,
);
const inputArb: fc.Arbitrary<BattleInput> = fc
  .record({
    attacker: armyArb,
    defender: armyArb,
    attackerMult: multArb,
    defenderMult: multArb,
    defenseBonus: fc.double({ min: 0, max: 1, noNaN: true }),
    healingCapacity: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 5_000_000 })),
    maxRounds: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
  })
  .map((x) => ({
    attacker: { units: x.attacker, stats: researched(x.attackerMult) },
    defender: {
      units: x.defender,
      stats: researched(x.defenderMult),
      bonus: { defense: x.defenseBonus },
      healingCapacity: x.healingCapacity,
    },
    maxRounds: x.maxRounds,
  }));

describe('random numbers', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  test('next is in [0, 1) and int(min, max) covers both ends and nothing outside', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      seen.add(rng.int(1, 6));
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('battles', () => {
  const mixedAttack: UnitCounts = { ranger: 400, phantom: 150, cruiser: 20, interceptor: 40 };
  const mixedDefence: UnitCounts = { guardian: 300, ranger: 200, battleship: 5, interceptor: 30 };

  test('the same seed replays the same battle, round by round', () => {
    expect(fight(mixedAttack, mixedDefence, 7)).toEqual(fight(mixedAttack, mixedDefence, 7));
  });

  test('another seed can end differently', () => {
    const outcomes = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        JSON.stringify(fight({ ranger: 500 }, { ranger: 500 }, seed).attacker.lost),
      ),
    );
    expect(outcomes.size).toBeGreaterThan(1);
  });

  test('a far stronger army wins and loses little', () => {
    const r = fight({ ranger: 3000 }, { ranger: 300 });
    expect(r.winner).toBe('attacker');
    expect(sum(r.attacker.lost)).toBeLessThan(0.05 * 3000);
    expect(sum(r.defender.survivors)).toBe(0);
  });

  test('research counts: the same armies, the researched side wins', () => {
    const strong = baseStats({}, { 'ranger-attack': 10, 'ranger-health': 10, 'ranger-defense': 10 }).units;
    const r = simulateBattle(
      { attacker: { units: { ranger: 1000 }, stats: strong }, defender: { units: { ranger: 1000 }, stats: PLAIN } },
      createRng(42),
    );
    expect(r.winner).toBe('attacker');
  });

  test('the defense bonus saves defenders', () => {
    const input = (defense: number): BattleInput => ({
      attacker: { units: { ranger: 1000 }, stats: PLAIN },
      defender: { units: { ranger: 1000 }, stats: PLAIN, bonus: { defense } },
      maxRounds: 2,
    });
    const plain = simulateBattle(input(0), createRng(42));
    const bonus = simulateBattle(input(0.5), createRng(42));
    expect(sum(bonus.defender.survivors)).toBeGreaterThan(sum(plain.defender.survivors));
  });

  test('property: counts are whole, never negative, and before = survivors + lost (+ injured); the winner fits', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        expectConsistent(simulateBattle(input, createRng(seed)), input);
      }),
      { numRuns: 300 },
    );
  });

  test('odd input is cleaned up: fractions round down, negatives and NaN count as none', () => {
    const r = fight({ ranger: 10.7, guardian: -5, phantom: Number.NaN }, { guardian: 3.2 });
    expect(r.attacker.before).toEqual({ ranger: 10 });
    expect(r.defender.before).toEqual({ guardian: 3 });
  });

  test('rounds run out with both sides standing: a draw, the defender holds', () => {
    const r = fight({ guardian: 1000 }, { guardian: 1000 }, 42, { maxRounds: 1 });
    expect(r.rounds).toHaveLength(1);
    expect(r.winner).toBe('draw');
  });

  test('an empty base falls without a fight; an empty march loses without one', () => {
    expect(fight({ ranger: 5 }, {})).toMatchObject({ winner: 'attacker', rounds: [] });
    expect(fight({}, { ranger: 5 })).toMatchObject({ winner: 'defender', rounds: [] });
  });
});

describe('injured defenders', () => {
  test('40 % of the dead are injured when the recovery bay has room', () => {
    const r = fight({ ranger: 3000 }, { guardian: 500 }, 42, { healingCapacity: 100_000 });
    expect(r.winner).toBe('attacker');
    expect(n(r.defender.injured, 'guardian')).toBe(Math.floor(0.4 * 500));
    expect(n(r.defender.lost, 'guardian')).toBe(500 - Math.floor(0.4 * 500));
  });

  test('never more injured than the bay can take, and none without a bay', () => {
    const r = fight({ ranger: 3000 }, { guardian: 300, phantom: 200 }, 42, { healingCapacity: 25 });
    expect(sum(r.defender.injured)).toBeLessThanOrEqual(25);
    expect(sum(r.defender.injured)).toBeGreaterThanOrEqual(23);
    expect(sum(fight({ ranger: 3000 }, { guardian: 300 }).defender.injured)).toBe(0);
  });

  test('injured are not survivors', () => {
    const r = fight({ ranger: 3000 }, { guardian: 300 }, 42, { healingCapacity: 1000 });
    expect(sum(r.defender.survivors)).toBe(0);
    expect(sum(r.defender.injured)).toBeGreaterThan(0);
  });
});

describe('cost grows with unit types and rounds, not with units', () => {
  /** An Rng that counts its draws. */
  const counting = (seed: number) => {
    const rng = createRng(seed);
    const c: { draws: number; rng: Rng } = {
      draws: 0,
      rng: {
        next: () => {
          c.draws += 1;
          return rng.next();
        },
        int: rng.int,
      },
    };
    return c;
  };
  const big: UnitCounts = { ranger: 3_000_000, phantom: 1_000_000, battleship: 1_000_000, interceptor: 2_500_000 };
  const bigDefence: UnitCounts = { guardian: 5_000_000, ranger: 2_000_000, cruiser: 2_000_000, battleship: 400_000 };

  test('a battle of millions gives finite whole numbers that add up', () => {
    const input: BattleInput = {
      attacker: { units: big, stats: PLAIN },
      defender: { units: bigDefence, stats: PLAIN, healingCapacity: 1_000_000 },
    };
    const r = simulateBattle(input, createRng(42));
    expectConsistent(r, input);
    const loot = plunderOf(
      r.attacker.survivors,
      resources({ food: 1e9, steel: 1e9, energy: 5e8, astromite: 1e7, quantarite: 1e6 }),
    );
    for (const k of RESOURCES) expect(isCount(loot[k])).toBe(true);
  });

  test('one damage roll per group per round: a million units draw no more random numbers than ten', () => {
    const small = counting(42);
    const large = counting(42);
    const rs = simulateBattle(
      {
        attacker: { units: { ranger: 10, cruiser: 1 }, stats: PLAIN },
        defender: { units: { guardian: 10 }, stats: PLAIN },
      },
      small.rng,
    );
    const rl = simulateBattle(
      {
        attacker: { units: { ranger: 1_000_000, cruiser: 100_000 }, stats: PLAIN },
        defender: { units: { guardian: 1_000_000 }, stats: PLAIN },
      },
      large.rng,
    );
    expect(small.draws).toBeLessThanOrEqual(rs.rounds.length * 3);
    expect(large.draws).toBeLessThanOrEqual(rl.rounds.length * 3);
    expect(large.draws).toBeLessThanOrEqual(MAX_ROUNDS * 3);
  });
});

describe('the counter triangle', () => {
  const pairs = UNIT_IDS.map((id) => [id, COUNTERS[id]] as const);

  test('the triangle stays inside a domain and every type is countered exactly once', () => {
    for (const [id, target] of pairs) expect(UNITS[target].domain).toBe(UNITS[id].domain);
    expect(new Set(Object.values(COUNTERS)).size).toBe(UNIT_IDS.length);
  });

  test.each(pairs)(
    'equal-cost armies: %s beat %s more often over 200 seeds, attacking or defending',
    (counter, target) => {
      const budget = 100_000;
      let counterWins = 0;
      let targetWins = 0;
      for (let seed = 1; seed <= 200; seed++) {
        const attack = fight(army(counter, budget), army(target, budget), seed).winner;
        const defend = fight(army(target, budget), army(counter, budget), seed).winner;
        counterWins += Number(attack === 'attacker') + Number(defend === 'defender');
        targetWins += Number(attack === 'defender') + Number(defend === 'attacker');
      }
      expect(counterWins).toBeGreaterThan(targetWins);
      expect(counterWins).toBeGreaterThan(200);
    },
  );
});

describe('range', () => {
  test('the longer range fires first: phantoms wipe out guardians in one round before they shoot back', () => {
    const r = fight({ phantom: 100 }, { guardian: 20 }, 42, { maxRounds: 1 });
    expect(r.winner).toBe('attacker');
    expect(sum(r.attacker.lost)).toBe(0);
    expect(r.defender.survivors).toEqual({ guardian: 0 });
  });

  test('equal range fires at the same time: both sides lose in the first round', () => {
    const r = fight({ ranger: 1000 }, { ranger: 100 }, 42, { maxRounds: 1 });
    expect(r.defender.survivors).toEqual({ ranger: 0 });
    expect(sum(r.attacker.lost)).toBeGreaterThan(0);
  });
});

describe('plunder', () => {
  test('ten rangers carry 200, split by what is available; credits stay', () => {
    expect(carryCapacity({ ranger: 10 })).toBe(200);
    expect(plunderOf({ ranger: 10 }, resources({ food: 3000, steel: 1000, credits: 5000 }))).toEqual(
      resources({ food: 150, steel: 50 }),
    );
  });

  test('plunder takes only what the depot does not protect', () => {
    const stored = resources({ food: 10_000, steel: 10_000 });
    const loot = plunderOf({ battleship: 100 }, plunderable(stored, 10));
    expect(loot).toEqual(plunderable(stored, 10));
    expect(loot.food).toBeLessThan(10_000);
  });

  const resourcesArb = fc.record(
    Object.fromEntries(RESOURCES.map((k) => [k, fc.integer({ min: 0, max: 2_000_000_000 })])) as Record<
      keyof Resources,
      fc.Arbitrary<number>
    >,
  );

  test('property: never more than carried or available, never credits, whole numbers, full loads when there is enough', () => {
    fc.assert(
      fc.property(armyArb, resourcesArb, (survivors, available) => {
        const loot = plunderOf(survivors, available);
        const capacity = carryCapacity(survivors);
        const taken = PLUNDER_KINDS.reduce((s, k) => s + loot[k], 0);
        const there = PLUNDER_KINDS.reduce((s, k) => s + available[k], 0);
        expect(loot.credits).toBe(0);
        for (const k of RESOURCES) expect(isCount(loot[k]) && loot[k] <= available[k]).toBe(true);
        expect(taken).toBeLessThanOrEqual(capacity);
        expect(taken).toBe(Math.min(capacity, there));
      }),
      { numRuns: 300 },
    );
  });
});

test('golden: a grid of battles with seed 42 (a balance change shows up here as a diff)', () => {
  const attackers: Record<string, UnitCounts> = {
    rangers: { ranger: 500 },
    'mixed ground': { ranger: 300, guardian: 200, phantom: 100 },
    fleet: { interceptor: 60, cruiser: 20, battleship: 5 },
    'combined arms': { ranger: 200, phantom: 80, cruiser: 15, battleship: 3 },
  };
  const defenders: Record<string, UnitCounts> = {
    guardians: { guardian: 300 },
    'pirate raiders': { ranger: 150, interceptor: 20 },
    'home fleet': { guardian: 250, phantom: 60, cruiser: 10, battleship: 2 },
  };
  const show = (c: UnitCounts) =>
    UNIT_IDS.filter((id) => c[id] !== undefined)
      .map((id) => `${id} ${c[id]}`)
      .join(', ') || '-';
  const table: string[] = [];
  for (const [a, attack] of Object.entries(attackers)) {
    for (const [d, defence] of Object.entries(defenders)) {
      const r = fight(attack, defence, 42, { healingCapacity: 100 });
      // only a winning attacker plunders
      const loot =
        r.winner === 'attacker'
          ? plunderOf(
              r.attacker.survivors,
              resources({ food: 20_000, steel: 10_000, energy: 5_000, astromite: 500, credits: 900 }),
            )
          : undefined;
      table.push(
        `${a} vs ${d}: ${r.winner} after ${r.rounds.length} rounds; attacker lost ${show(r.attacker.lost)}; defender lost ${show(r.defender.lost)}, injured ${show(r.defender.injured)}; plunder ${loot ? PLUNDER_KINDS.map((k) => loot[k]).join('/') : '-'}`,
      );
    }
  }
  expect(table).toMatchSnapshot();
});
