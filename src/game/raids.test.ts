import { describe, expect, test } from 'vitest';
import { newBase } from './base.ts';
import { createRng } from './random.ts';
import { plainStats, simulateBattle } from './combat.ts';
import { afterDefence, defenderSide, raidPlunder } from './raids.ts';
import { resources } from './resources.ts';

const defended = { ...newBase(0), buildings: { ...newBase(0).buildings, 'defense-command': 5, 'recovery-bay': 1 }, units: { guardian: 200, ranger: 100 } };

describe('a raid on a base', () => {
  test('the garrison defends with the defense command’s bonus and the bay’s room for injured', () => {
    const side = defenderSide(defended, 1, 0);
    expect(side).toMatchObject({ units: { guardian: 200, ranger: 100 }, bonus: { defense: 0.1 }, healingCapacity: 100 });
    expect(defenderSide({ ...defended, injured: { ranger: 30 } }, 1, 0).healingCapacity).toBe(70);
  });

  test('a lost defence: survivors stay, the injured wait in the bay, the unprotected stores are plundered up to what the attackers carry', () => {
    const attacker = { units: { interceptor: 2000 }, stats: plainStats() };
    const result = simulateBattle({ attacker, defender: defenderSide(defended, 1, 0) }, createRng(7));
    expect(result.winner).toBe('attacker');
    const plunder = raidPlunder(defended, result);
    // depot level 1 keeps 12 % of each store: at most 88 % can go
    expect(plunder.food).toBeLessThanOrEqual(Math.floor(defended.resources.food * 0.88));
    expect(plunder.credits).toBe(0);
    const after = afterDefence(defended, result, plunder);
    expect(after.resources.food).toBe(defended.resources.food - plunder.food);
    const injured = (after.injured?.guardian ?? 0) + (after.injured?.ranger ?? 0);
    expect(injured).toBeGreaterThan(0);
    expect(injured).toBeLessThanOrEqual(100);
    expect(after.units.guardian ?? 0).toBe(result.defender.survivors.guardian ?? 0);
  });

  test('a held defence loses nothing from the stores', () => {
    const result = simulateBattle({ attacker: { units: { interceptor: 3 }, stats: plainStats() }, defender: defenderSide(defended, 1, 0) }, createRng(7));
    expect(result.winner).toBe('defender');
    expect(raidPlunder(defended, result)).toEqual(resources());
  });
});
