import { describe, expect, test } from 'vitest';
import { newBase } from './base.ts';
import { createRng } from './random.ts';
import { plainStats, simulateBattle, simulateJointBattle } from './combat.ts';
import { afterDefence, afterHostDefence, defenderSide, hostSide, raidPlunder, raidPlunderable } from './raids.ts';
import { resources } from './resources.ts';

const defended = {
  ...newBase(0),
  buildings: { ...newBase(0).buildings, 'defense-command': 5, 'recovery-bay': 1 },
  units: { guardian: 200, ranger: 100 },
};

describe('a raid on a base', () => {
  test('the garrison defends with the defense command’s bonus and the bay’s room for injured', () => {
    const side = defenderSide(defended, 1, 0);
    expect(side).toMatchObject({
      units: { guardian: 200, ranger: 100 },
      bonus: { defense: 0.1 },
      healingCapacity: 100,
    });
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
    const result = simulateBattle(
      { attacker: { units: { interceptor: 3 }, stats: plainStats() }, defender: defenderSide(defended, 1, 0) },
      createRng(7),
    );
    expect(result.winner).toBe('defender');
    expect(raidPlunder(defended, result)).toEqual(resources());
  });
});

describe('a raid on a base with reinforcements in it', () => {
  const ally = { ownerId: 'ally', units: { guardian: 150, phantom: 40 }, stats: plainStats() };

  test('the host’s side: its garrison, bonus and bay as defenderSide, the reinforcements with their own stats', () => {
    const side = hostSide(defended, 1, 0, 'host', [ally]);
    const single = defenderSide(defended, 1, 0);
    expect(side).toEqual({
      host: { ownerId: 'host', units: single.units, stats: single.stats },
      reinforcements: [ally],
      bonus: single.bonus,
      healingCapacity: single.healingCapacity,
    });
  });

  test('only the host’s outcome changes the base: its survivors at home, its injured in the bay; the ally’s survivors are not the host’s', () => {
    const input = {
      attacker: { contingents: [{ ownerId: 'raider', units: { ranger: 300 }, stats: plainStats() }] },
      defender: hostSide(defended, 1, 0, 'host', [ally]),
      plunderable: raidPlunderable(defended),
    };
    const result = simulateJointBattle(input, createRng(7));
    expect(result.winner).toBe('defender');
    const [host, reinforcement] = result.defender.owners;
    expect(reinforcement?.survivors.phantom ?? 0).toBeGreaterThan(0);
    expect(Object.values(host?.injured ?? {}).reduce((a, b) => a + (b ?? 0), 0)).toBeGreaterThan(0);
    const after = afterHostDefence(defended, result);
    expect(after.units).toEqual(
      Object.fromEntries(Object.entries(host?.survivors ?? {}).filter(([, n]) => (n ?? 0) > 0)),
    );
    expect(after.units.phantom).toBeUndefined();
    expect(after.injured).toEqual(
      Object.fromEntries(Object.entries(host?.injured ?? {}).filter(([, n]) => (n ?? 0) > 0)),
    );
    expect(Object.values(reinforcement?.injured ?? {}).every((n) => n === 0)).toBe(true);
    expect(after.resources).toEqual(defended.resources);
  });

  test('a lost defence with reinforcements: the plunder leaves the host’s stores', () => {
    const input = {
      attacker: { contingents: [{ ownerId: 'raider', units: { interceptor: 2500 }, stats: plainStats() }] },
      defender: hostSide(defended, 1, 0, 'host', [ally]),
      plunderable: raidPlunderable(defended),
    };
    const result = simulateJointBattle(input, createRng(7));
    expect(result.winner).toBe('attacker');
    expect(result.plunder.food).toBeGreaterThan(0);
    expect(afterHostDefence(defended, result).resources.food).toBe(defended.resources.food - result.plunder.food);
  });

  test('without reinforcements it is the single-owner raid: the same base after', () => {
    const attacker = { units: { interceptor: 2000 }, stats: plainStats() };
    const single = simulateBattle({ attacker, defender: defenderSide(defended, 1, 0) }, createRng(7));
    const joint = simulateJointBattle(
      {
        attacker: { contingents: [{ ownerId: 'raider', ...attacker }] },
        defender: hostSide(defended, 1, 0, 'host'),
        plunderable: raidPlunderable(defended),
      },
      createRng(7),
    );
    expect(afterHostDefence(defended, joint)).toEqual(afterDefence(defended, single, raidPlunder(defended, single)));
  });
});
