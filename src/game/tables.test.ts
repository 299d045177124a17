/** Golden tables: a balance change shows up here as a diff of numbers. */
import { expect, test } from 'vitest';
import { BUILDING_IDS, BUILDINGS, buildingCost, buildingDurationMs } from './buildings.ts';
import {
  depotCapacity,
  healingCapacity,
  productionPerHour,
  protectedShare,
  rallyCapacity,
  reinforcementCapacity,
  trainingCapacity,
} from './effects.ts';
import { RESEARCH, researchCost, researchDurationMs } from './research.ts';
import { UNIT_UNLOCK_LEVEL, yardOf } from './training.ts';
import { UNITS } from './units.ts';

test('golden: building costs and build times, every level', () => {
  const table = Object.fromEntries(
    BUILDING_IDS.map((id) => [
      id,
      Array.from({ length: BUILDINGS[id].maxLevel }, (_, i) => {
        const c = buildingCost(id, i + 1);
        return `${i + 1}: ${c.food}/${c.steel}/${c.energy}/${c.astromite} ${buildingDurationMs(id, i + 1) / 1000}s`;
      }),
    ]),
  );
  expect(table).toMatchSnapshot();
});

test('golden: production and storage per level', () => {
  expect(
    Array.from({ length: 26 }, (_, l) => `${l}: ${productionPerHour(l)}/h, cap ${depotCapacity(l)}`),
  ).toMatchSnapshot();
});

test('golden: capacities per level (training, healing, reinforcements, rallies, plunder protection)', () => {
  expect(
    Array.from(
      { length: 26 },
      (_, l) =>
        `${l}: train ${trainingCapacity(l)}, heal ${healingCapacity(l)}, host ${reinforcementCapacity(l)}, rally ${rallyCapacity(l)}, safe ${Math.round(protectedShare(l) * 100)}%`,
    ),
  ).toMatchSnapshot();
});

test('golden: research lines', () => {
  expect(
    RESEARCH.map(
      (r) =>
        `${r.category} ${r.id} max ${r.maxLevel} +${r.perLevel}: L1 ${JSON.stringify(researchCost(r.id, 1))} ${researchDurationMs(r.id, 1) / 1000}s, L10 ${researchDurationMs(r.id, 10) / 1000}s`,
    ),
  ).toMatchSnapshot();
});

test('golden: units', () => {
  expect(UNITS).toMatchSnapshot();
});

test('golden: where each unit is trained and from which level', () => {
  expect(
    Object.fromEntries(
      Object.keys(UNITS).map((id) => [id, `${yardOf(id as never)} ${UNIT_UNLOCK_LEVEL[id as never]}`]),
    ),
  ).toMatchSnapshot();
});

test('the spec lists every research line: three categories, all unit types', () => {
  expect(new Set(RESEARCH.map((r) => r.category))).toEqual(
    new Set(['development', 'resource-management', 'tactical-warfare']),
  );
  expect(RESEARCH.length).toBe(34);
});
