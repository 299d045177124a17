import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  apportion,
  type CombatStats,
  type Contingent,
  carryCapacity,
  type JointBattleInput,
  type JointBattleResult,
  MAX_ROUNDS,
  type OwnerOutcome,
  PLUNDER_KINDS,
  plainStats,
  sharePlunder,
  simulateBattle,
  simulateJointBattle,
} from './index.ts';
import { createRng } from './random.ts';
import { RESOURCES, type Resources, resources } from './resources.ts';
import { UNIT_IDS, type UnitCounts, type UnitId } from './units.ts';

const PLAIN = plainStats();
const n = (counts: UnitCounts, id: UnitId) => counts[id] ?? 0;
const sum = (counts: UnitCounts) => UNIT_IDS.reduce((s, id) => s + n(counts, id), 0);
const isCount = (v: number) => Number.isSafeInteger(v) && v >= 0;
const taken = (r: Resources) => PLUNDER_KINDS.reduce((s, k) => s + r[k], 0);
/** Per type, the sum of `pick` over the owners. */
const overOwners = (owners: readonly OwnerOutcome[], pick: (o: OwnerOutcome) => UnitCounts, id: UnitId) =>
  owners.reduce((s, o) => s + n(pick(o), id), 0);

/** Stats with research: every unit type's numbers times `mult`. */
const researched = (mult: number): Record<UnitId, CombatStats> =>
  Object.fromEntries(
    UNIT_IDS.map((id) => [
      id,
      { attack: PLAIN[id].attack * mult, defense: PLAIN[id].defense * mult, health: PLAIN[id].health * mult },
    ]),
  ) as Record<UnitId, CombatStats>;

const STORES = resources({
  food: 40_000,
  steel: 25_000,
  energy: 9_000,
  astromite: 700,
  quantarite: 55,
  credits: 5_000,
});

describe('apportion (largest remainders)', () => {
  test('shares add up; the odd units go to the largest remainders, ties to the earlier one', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [5, 3, 2])).toEqual([4, 2, 1]); // 3.5, 2.1, 1.4: the 0.5 and 0.4 win
    expect(apportion(3, [0, 4, 0])).toEqual([0, 3, 0]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [3, 9])).toEqual([0, 0]);
    expect(apportion(2, [])).toEqual([]);
  });

  test('exact with huge numbers (no float rounding)', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const shares = apportion(big - 1, [big, big - 2, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(big - 1);
  });

  test('property: shares are whole, add up to the amount, and none is above its weight when the amount fits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * f);
          const shares = apportion(amount, weights);
          expect(shares.every(isCount)).toBe(true);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
          shares.forEach((s, i) => {
            expect(s).toBeLessThanOrEqual(weights[i] ?? 0);
            // within one of the exact proportional share
            if (total > 0) expect(Math.abs(s - (amount * (weights[i] ?? 0)) / total)).toBeLessThan(1);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('golden: a host and two reinforcements against a rally of three (seed 42)', () => {
  const input: JointBattleInput = {
    attacker: {
      contingents: [
        { ownerId: 'rally-leader', units: { ranger: 900, phantom: 300, cruiser: 25 }, stats: researched(1.2) },
        { ownerId: 'rally-b', units: { ranger: 400, guardian: 250 }, stats: PLAIN },
        // the same research as the leader: its rangers fight in the leader's group
        { ownerId: 'rally-c', units: { ranger: 301, interceptor: 40, battleship: 4 }, stats: researched(1.2) },
      ],
    },
    defender: {
      host: {
        ownerId: 'host',
        units: { guardian: 400, ranger: 200, phantom: 80, battleship: 2 },
        stats: researched(1.1),
      },
      reinforcements: [
        { ownerId: 'ally-1', units: { guardian: 150, phantom: 60 }, stats: researched(1.1) },
        { ownerId: 'ally-2', units: { ranger: 120, cruiser: 6 }, stats: PLAIN },
      ],
      bonus: { defense: 0.1 },
      healingCapacity: 150,
    },
    plunderable: STORES,
  };
  const r = simulateJointBattle(input, createRng(42));

  const show = (c: UnitCounts) =>
    UNIT_IDS.filter((id) => c[id] !== undefined)
      .map((id) => `${id} ${c[id]}`)
      .join(', ') || '-';
  const line = (o: OwnerOutcome) =>
    `${o.ownerId}: before ${show(o.before)}; lost ${show(o.lost)}; injured ${show(o.injured)}; survived ${show(o.survivors)}; plunder ${PLUNDER_KINDS.map((k) => o.plunder[k]).join('/')}`;

  test('per-owner outcome', () => {
    expect([
      `${r.winner} after ${r.rounds.length} rounds; plunder ${PLUNDER_KINDS.map((k) => r.plunder[k]).join('/')}`,
      ...r.attacker.owners.map(line),
      ...r.defender.owners.map(line),
    ]).toMatchSnapshot();
  });

  test('the owners add up to the sides, only the host is injured, within its bay', () => {
    for (const id of UNIT_IDS) {
      expect(overOwners(r.attacker.owners, (o) => o.lost, id)).toBe(n(r.attacker.lost, id));
      expect(overOwners(r.defender.owners, (o) => o.lost, id)).toBe(n(r.defender.lost, id));
      expect(overOwners(r.defender.owners, (o) => o.injured, id)).toBe(n(r.defender.injured, id));
    }
    expect(sum(r.defender.owners[0]?.injured ?? {})).toBeGreaterThan(0);
    expect(sum(r.defender.owners[0]?.injured ?? {})).toBeLessThanOrEqual(150);
    expect(r.defender.owners.slice(1).every((o) => sum(o.injured) === 0)).toBe(true);
  });

  test('rally-c’s rangers share the leader’s group: their losses are split 900 : 301 (largest remainder)', () => {
    const [leader, , c] = r.attacker.owners;
    const lost = n(leader?.lost ?? {}, 'ranger') + n(c?.lost ?? {}, 'ranger');
    expect([n(leader?.lost ?? {}, 'ranger'), n(c?.lost ?? {}, 'ranger')]).toEqual(apportion(lost, [900, 301]));
  });

  test('the input replays the battle: stored as JSON and read back, the same seed gives the same result', () => {
    const stored = JSON.parse(JSON.stringify({ seed: 42, input })) as { seed: number; input: JointBattleInput };
    expect(simulateJointBattle(stored.input, createRng(stored.seed))).toEqual(r);
  });
});

// ---- properties ----

const countArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2_000_000 }));
const unitsArb: fc.Arbitrary<UnitCounts> = fc.record(
  Object.fromEntries(UNIT_IDS.map((id) => [id, countArb])) as Record<UnitId, typeof countArb>,
);
/** Few distinct stats, so that owners often share groups and sometimes do not. */
const statsArb = fc.oneof(
  fc.constant(PLAIN),
  fc.constant(researched(1.3)),
  fc.double({ min: 1, max: 2, noNaN: true }).map(researched),
);
const contingentArb = (prefix: string): fc.Arbitrary<Contingent> =>
  fc.record({
    ownerId: fc.integer({ min: 0, max: 999 }).map((i) => `${prefix}${i}`),
    units: unitsArb,
    stats: statsArb,
  });
const resourcesArb = fc.record(
  Object.fromEntries(RESOURCES.map((k) => [k, fc.integer({ min: 0, max: 2_000_000_000 })])) as Record<
    keyof Resources,
    fc.Arbitrary<number>
  >,
);
const jointArb: fc.Arbitrary<JointBattleInput> = fc.record({
  attacker: fc.record({ contingents: fc.array(contingentArb('a'), { minLength: 1, maxLength: 4 }) }),
  defender: fc.record({
    host: contingentArb('h'),
    reinforcements: fc.array(contingentArb('r'), { maxLength: 3 }),
    bonus: fc.record({ defense: fc.double({ min: 0, max: 1, noNaN: true }) }),
    healingCapacity: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 3_000_000 })),
  }),
  maxRounds: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  plunderable: fc.option(resourcesArb, { nil: undefined }),
});
const defendersOf = (input: JointBattleInput) => [input.defender.host, ...(input.defender.reinforcements ?? [])];

/** What an owner's outcome must keep, against what it brought. */
function expectOwner(o: OwnerOutcome, c: Contingent) {
  expect(o.ownerId).toBe(c.ownerId);
  for (const id of UNIT_IDS) {
    for (const v of [n(o.before, id), n(o.lost, id), n(o.injured, id), n(o.survivors, id)])
      expect(isCount(v)).toBe(true);
    expect(n(o.before, id)).toBe(Math.floor(c.units[id] ?? 0));
    // losses never exceed what the owner brought
    expect(n(o.lost, id) + n(o.injured, id)).toBeLessThanOrEqual(n(o.before, id));
    expect(n(o.survivors, id) + n(o.lost, id) + n(o.injured, id)).toBe(n(o.before, id));
  }
}

function expectJoint(r: JointBattleResult, input: JointBattleInput) {
  const defenders = defendersOf(input);
  expect(r.attacker.owners).toHaveLength(input.attacker.contingents.length);
  expect(r.defender.owners).toHaveLength(defenders.length);
  r.attacker.owners.forEach((o, i) => {
    expectOwner(o, input.attacker.contingents[i] as Contingent);
  });
  r.defender.owners.forEach((o, i) => {
    expectOwner(o, defenders[i] as Contingent);
  });
  expect(r.rounds.length).toBeLessThanOrEqual(input.maxRounds ?? MAX_ROUNDS);
  // injured: only the host, never above its bay's room
  expect(r.defender.owners.slice(1).every((o) => sum(o.injured) === 0)).toBe(true);
  expect(sum(r.defender.owners[0]?.injured ?? {})).toBeLessThanOrEqual(Math.floor(input.defender.healingCapacity ?? 0));
  // the owners add up to the side, type by type
  for (const id of UNIT_IDS) {
    for (const [side, owners] of [
      [r.attacker, r.attacker.owners],
      [r.defender, r.defender.owners],
    ] as const) {
      expect(overOwners(owners, (o) => o.before, id)).toBe(n(side.before, id));
      expect(overOwners(owners, (o) => o.lost, id)).toBe(n(side.lost, id));
      expect(overOwners(owners, (o) => o.survivors, id)).toBe(n(side.survivors, id));
    }
    expect(overOwners(r.defender.owners, (o) => o.injured, id)).toBe(n(r.defender.injured, id));
    expect(overOwners(r.attacker.owners, (o) => o.injured, id)).toBe(0);
  }
  // plunder: only a winning attacker; no owner above its carry; the shares add up; never above the stores
  const available = input.plunderable ?? resources();
  if (r.winner !== 'attacker' || !input.plunderable) expect(taken(r.plunder)).toBe(0);
  for (const o of [...r.attacker.owners, ...r.defender.owners]) expect(o.plunder.credits).toBe(0);
  for (const o of r.defender.owners) expect(taken(o.plunder)).toBe(0);
  for (const o of r.attacker.owners) {
    expect(PLUNDER_KINDS.every((k) => isCount(o.plunder[k]))).toBe(true);
    expect(taken(o.plunder)).toBeLessThanOrEqual(carryCapacity(o.survivors));
  }
  expect(taken(r.plunder)).toBeLessThanOrEqual(carryCapacity(r.attacker.survivors));
  for (const k of RESOURCES) {
    expect(r.attacker.owners.reduce((s, o) => s + o.plunder[k], 0)).toBe(r.plunder[k]);
    expect(r.plunder[k]).toBeLessThanOrEqual(available[k]);
  }
}

describe('battles with several owners per side', () => {
  test('property: per owner, losses never exceed what it brought; owners add up to the side; injured only for the host within the bay; plunder within every carry and the stores', () => {
    fc.assert(
      fc.property(jointArb, fc.integer(), (input, seed) => {
        expectJoint(simulateJointBattle(input, createRng(seed)), input);
      }),
      { numRuns: 300 },
    );
  });

  test('property: the same seed gives the same battle', () => {
    fc.assert(
      fc.property(jointArb, fc.integer(), (input, seed) => {
        expect(simulateJointBattle(input, createRng(seed))).toEqual(simulateJointBattle(input, createRng(seed)));
      }),
      { numRuns: 100 },
    );
  });

  test('property: a group’s dead are split in proportion to what each owner brought (within one unit)', () => {
    // every owner with the same stats: one group per type, so each owner's share is proportional
    const sameStats = jointArb.map((input) => ({
      ...input,
      attacker: { contingents: input.attacker.contingents.map((c) => ({ ...c, stats: PLAIN })) },
      defender: {
        ...input.defender,
        host: { ...input.defender.host, stats: PLAIN },
        reinforcements: input.defender.reinforcements?.map((c) => ({ ...c, stats: PLAIN })),
      },
    }));
    fc.assert(
      fc.property(sameStats, fc.integer(), (input, seed) => {
        const r = simulateJointBattle(input, createRng(seed));
        for (const [side, owners] of [
          [r.attacker, r.attacker.owners],
          [r.defender, r.defender.owners],
        ] as const) {
          for (const id of UNIT_IDS) {
            const brought = n(side.before, id);
            const dead = brought - n(side.survivors, id);
            for (const o of owners)
              if (brought > 0)
                expect(
                  Math.abs(n(o.before, id) - n(o.survivors, id) - (dead * n(o.before, id)) / brought),
                ).toBeLessThan(1);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  /** `units` split into `parts` contingents of one owner each (parts may be empty). */
  const splitArb = (units: UnitCounts, parts: number) =>
    fc
      .array(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: UNIT_IDS.length,
          maxLength: UNIT_IDS.length,
        }),
        { minLength: parts, maxLength: parts },
      )
      .map((cuts) => {
        const out: UnitCounts[] = cuts.map(() => ({}));
        UNIT_IDS.forEach((id, j) => {
          const shares = apportion(
            Math.floor(units[id] ?? 0),
            cuts.map((c) => Math.floor((c[j] ?? 0) * 1000)),
          );
          const given = shares.reduce((a, b) => a + b, 0);
          shares[0] = (shares[0] ?? 0) + Math.floor(units[id] ?? 0) - given; // all-zero cuts: the first takes all
          shares.forEach((s, i) => {
            if (s > 0) (out[i] as UnitCounts)[id] = s;
          });
        });
        return out;
      });

  test('property: a side split into N contingents with equal stats fights exactly like one contingent with the sum (the single-owner engine)', () => {
    const arb = fc
      .record({
        attack: unitsArb,
        defence: unitsArb,
        aStats: statsArb,
        dStats: statsArb,
        aParts: fc.integer({ min: 1, max: 4 }),
        dParts: fc.integer({ min: 1, max: 4 }),
      })
      .chain((x) =>
        fc.record({ x: fc.constant(x), aSplit: splitArb(x.attack, x.aParts), dSplit: splitArb(x.defence, x.dParts) }),
      );
    fc.assert(
      fc.property(
        arb,
        fc.integer(),
        fc.integer({ min: 0, max: 3_000_000 }),
        ({ x, aSplit, dSplit }, seed, healingCapacity) => {
          const one = simulateBattle(
            {
              attacker: { units: x.attack, stats: x.aStats },
              defender: { units: x.defence, stats: x.dStats, bonus: { defense: 0.2 }, healingCapacity },
            },
            createRng(seed),
          );
          const [host, ...reinforcements] = dSplit.map((units, i) => ({ ownerId: `d${i}`, units, stats: x.dStats }));
          const many = simulateJointBattle(
            {
              attacker: { contingents: aSplit.map((units, i) => ({ ownerId: `a${i}`, units, stats: x.aStats })) },
              defender: { host: host as Contingent, reinforcements, bonus: { defense: 0.2 }, healingCapacity },
            },
            createRng(seed),
          );
          expect(many.winner).toBe(one.winner);
          expect(many.rounds).toEqual(one.rounds);
          expect(many.attacker.lost).toEqual(one.attacker.lost);
          expect(many.attacker.survivors).toEqual(one.attacker.survivors);
          expect(many.defender.survivors).toEqual(one.defender.survivors);
          // the dead are the same; only the host's share of them can be injured
          for (const id of UNIT_IDS)
            expect(n(many.defender.lost, id) + n(many.defender.injured, id)).toBe(
              n(one.defender.lost, id) + n(one.defender.injured, id),
            );
        },
      ),
      { numRuns: 200 },
    );
  });

  test('one contingent per side is the single-owner battle, plus one owner each', () => {
    const input: JointBattleInput = {
      attacker: { contingents: [{ ownerId: 'a', units: { ranger: 700, cruiser: 12 }, stats: PLAIN }] },
      defender: {
        host: { ownerId: 'h', units: { guardian: 400, phantom: 90 }, stats: researched(1.1) },
        bonus: { defense: 0.1 },
        healingCapacity: 120,
      },
    };
    const joint = simulateJointBattle(input, createRng(9));
    const single = simulateBattle(
      {
        attacker: { units: { ranger: 700, cruiser: 12 }, stats: PLAIN },
        defender: {
          units: { guardian: 400, phantom: 90 },
          stats: researched(1.1),
          bonus: { defense: 0.1 },
          healingCapacity: 120,
        },
      },
      createRng(9),
    );
    const { owners: a, ...attacker } = joint.attacker;
    const { owners: d, ...defender } = joint.defender;
    expect({ version: joint.version, winner: joint.winner, rounds: joint.rounds, attacker, defender }).toEqual(single);
    expect(a[0]).toMatchObject({
      ownerId: 'a',
      before: single.attacker.before,
      lost: single.attacker.lost,
      survivors: single.attacker.survivors,
    });
    expect(d[0]).toMatchObject({
      ownerId: 'h',
      before: single.defender.before,
      lost: single.defender.lost,
      injured: single.defender.injured,
      survivors: single.defender.survivors,
    });
  });

  test('different research keeps owners apart: the researched owner’s rangers lose fewer', () => {
    const r = simulateJointBattle(
      {
        attacker: { contingents: [{ ownerId: 'raider', units: { ranger: 2000 }, stats: PLAIN }] },
        defender: {
          host: { ownerId: 'host', units: { ranger: 500 }, stats: PLAIN },
          reinforcements: [{ ownerId: 'veteran', units: { ranger: 500 }, stats: researched(1.8) }],
        },
        maxRounds: 2,
      },
      createRng(42),
    );
    const [host, veteran] = r.defender.owners;
    expect(sum(veteran?.lost ?? {})).toBeLessThan(sum(host?.lost ?? {}));
  });
});

describe('sharing plunder', () => {
  test('by surviving carry: 10 rangers (200) and 1 cruiser (300) share 500 as 200 and 300, kind by kind', () => {
    const { total, shares } = sharePlunder(
      [{ ranger: 10 }, { cruiser: 1 }],
      resources({ food: 3000, steel: 1000, credits: 99 }),
    );
    expect(total).toEqual(resources({ food: 375, steel: 125 }));
    expect(shares).toEqual([resources({ food: 150, steel: 50 }), resources({ food: 225, steel: 75 })]);
  });

  test('an owner with nothing left to carry gets nothing', () => {
    const { shares } = sharePlunder([{}, { ranger: 1 }], resources({ food: 1000 }));
    expect(shares).toEqual([resources(), resources({ food: 20 })]);
  });

  test('property: no owner above its carry; the shares add up to the total, which is never above the stores or the side’s carry', () => {
    const survivorsArb = fc.array(unitsArb, { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(survivorsArb, resourcesArb, (survivors, available) => {
        const { total, shares } = sharePlunder(survivors, available);
        shares.forEach((s, i) => {
          expect(PLUNDER_KINDS.every((k) => isCount(s[k]))).toBe(true);
          expect(s.credits).toBe(0);
          expect(taken(s)).toBeLessThanOrEqual(carryCapacity(survivors[i] ?? {}));
        });
        for (const k of RESOURCES) {
          expect(shares.reduce((a, s) => a + s[k], 0)).toBe(total[k]);
          expect(total[k]).toBeLessThanOrEqual(available[k]);
        }
        const capacity = survivors.reduce((a, u) => a + carryCapacity(u), 0);
        expect(taken(total)).toBe(Math.min(capacity, taken(available)));
      }),
      { numRuns: 300 },
    );
  });
});
