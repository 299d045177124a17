import { describe, expect, test } from 'vitest';
import { baseStats } from './stats.ts';
import { activeBoosts } from './modifiers.ts';
import {
  catalystEffects,
  checkBuildCore,
  checkEmbrace,
  checkRefine,
  CORE_SHARDS_PER_CORE,
  embraceBoosts,
  emptyCatalysts,
  PERMANENT,
  refineCost,
  withCoreBoosts,
} from './cores.ts';
import { createRng } from './random.ts';
import { plainStats, simulateBattle } from './combat.ts';
import { runVault, vaultGuardians, vaultReward, VAULT_STAGES, checkVaultStart } from './vault.ts';

describe('Ephoran cores', () => {
  test('catalysts are boosts of the one modifier system: attack level 5 is +15 % attack for every unit', () => {
    const c = { ...emptyCatalysts(), attack: 5, global: 2 };
    expect(catalystEffects(c)).toMatchObject({ 'ranger-attack': 0.15, 'battleship-attack': 0.15, 'food-output': 0.04 });
    const boosts = withCoreBoosts([{ effect: 'food-output', amount: 0.25, endsAt: 1000 }], [c]);
    expect(boosts).toContainEqual({ effect: 'ranger-attack', amount: 0.15, endsAt: PERMANENT, source: 'core' });
    // an item's boost stays; rebuilding replaces what the cores gave, it does not add up
    expect(withCoreBoosts(boosts, [c]).filter((b) => b.effect === 'ranger-attack')).toHaveLength(1);
    expect(withCoreBoosts(boosts, [c])).toContainEqual({ effect: 'food-output', amount: 0.25, endsAt: 1000 });
    const plain = baseStats({}, {}, {}, 1, {}).units.ranger.attack;
    const cored = baseStats({}, {}, {}, 1, activeBoosts(withCoreBoosts([], [c]), Date.now())).units.ranger.attack;
    expect(cored / plain).toBeCloseTo(1.15, 1);
  });

  test('a catalyst turns a battle the fleet would not win into a won one', () => {
    const units = { interceptor: 30 };
    const pirates = { interceptor: 29 };
    const at = (attack: number) => {
      const stats = baseStats(
        {},
        {},
        {},
        1,
        activeBoosts(withCoreBoosts([], [{ ...emptyCatalysts(), attack }]), 0),
      ).units;
      return simulateBattle(
        { attacker: { units, stats }, defender: { units: pirates, stats: plainStats() } },
        createRng(7),
      ).winner;
    };
    expect(at(0)).toBe('draw');
    expect(at(10)).toBe('attacker');
  });

  test('building, refining and embracing: costs and refusals', () => {
    expect(checkBuildCore(CORE_SHARDS_PER_CORE - 1, 0)).toMatchObject({ reason: 'NOT_ENOUGH_ITEMS' });
    expect(checkBuildCore(CORE_SHARDS_PER_CORE, 3)).toMatchObject({ reason: 'MAX_CORES' });
    expect(checkBuildCore(CORE_SHARDS_PER_CORE, 2)).toEqual({ ok: true, cost: CORE_SHARDS_PER_CORE });
    expect([refineCost(0), refineCost(1), refineCost(9)]).toEqual([4, 8, 40]);
    expect(checkRefine({ ...emptyCatalysts(), defense: 10 }, 'defense', 999)).toMatchObject({ reason: 'MAX_LEVEL' });
    expect(checkRefine(emptyCatalysts(), 'defense', 3)).toMatchObject({ reason: 'NOT_ENOUGH_ITEMS' });
    expect(checkEmbrace(emptyCatalysts(), null, 0)).toMatchObject({ reason: 'EMPTY_CORE' });
    expect(checkEmbrace({ ...emptyCatalysts(), health: 1 }, 5000, 4999)).toEqual({
      ok: false,
      reason: 'EMBRACE_COOLDOWN',
      until: 5000,
    });
    expect(checkEmbrace({ ...emptyCatalysts(), health: 1 }, 5000, 5000)).toEqual({ ok: true, cost: 0 });
    expect(embraceBoosts({ ...emptyCatalysts(), health: 1 }, 99)[0]).toMatchObject({
      amount: 0.03,
      endsAt: 99,
      source: 'embrace',
    });
  });
});

describe('the Ephoran Vault', () => {
  test('guardians grow stage by stage; a strong fleet goes deeper than a weak one; the run replays from its seed', () => {
    expect(Object.values(vaultGuardians(2)).reduce((a, b) => a + (b ?? 0), 0)).toBeLessThan(
      Object.values(vaultGuardians(8)).reduce((a, b) => a + (b ?? 0), 0),
    );
    const weak = runVault({ interceptor: 40 }, plainStats(), 'run-1');
    const strong = runVault({ interceptor: 900, cruiser: 300, battleship: 60 }, plainStats(), 'run-1');
    expect(weak.cleared).toBeLessThan(strong.cleared);
    expect(runVault({ interceptor: 900, cruiser: 300, battleship: 60 }, plainStats(), 'run-1')).toEqual(strong);
    expect(strong.stages.length).toBeLessThanOrEqual(VAULT_STAGES);
    expect(vaultReward(0)).toEqual({ items: {} });
    expect(vaultReward(3)).toEqual({ items: { 'core-shard': 6, 'catalyst-dust': 6 } });
    expect(vaultReward(VAULT_STAGES).items['core-shard']).toBe(2 * VAULT_STAGES + 5);
  });

  test('one run at a time, and a rest after each start', () => {
    const home = { interceptor: 10 };
    expect(checkVaultStart(home, { interceptor: 5 }, true, null, 0)).toMatchObject({ reason: 'RUN_ACTIVE' });
    expect(checkVaultStart(home, { interceptor: 5 }, false, 0, 1000)).toMatchObject({ reason: 'COOLDOWN' });
    expect(checkVaultStart(home, {}, false, null, 0)).toMatchObject({ reason: 'NO_UNITS' });
    expect(checkVaultStart(home, { interceptor: 11 }, false, null, 0)).toMatchObject({ reason: 'MISSING_UNITS' });
    expect(checkVaultStart(home, { interceptor: 5 }, false, null, 0)).toEqual({ ok: true });
  });
});
