import { describe, expect, test } from 'vitest';
import {
  addressOf,
  checkPortalOpen,
  parseAddress,
  PORTAL_SYMBOLS,
  portalEnergyAt,
  portalEnergyCap,
  randomAddress,
} from './portal.ts';

const H = 3_600_000;

describe('portal addresses', () => {
  test('six symbols of an alphabet of twelve; anything else is no address', () => {
    expect(PORTAL_SYMBOLS).toHaveLength(12);
    const a = addressOf([0, 1, 2, 3, 4, 11]);
    expect(a).toBe('☉☽★☄♁▲');
    expect(parseAddress(a)).toEqual([0, 1, 2, 3, 4, 11]);
    expect(parseAddress(` ${a} `)).toEqual([0, 1, 2, 3, 4, 11]);
    expect(parseAddress('☉☽★☄♁')).toBeNull();
    expect(parseAddress('☉☽★☄♁x')).toBeNull();
    let i = 0;
    expect(randomAddress((n) => i++ % n)).toBe(addressOf([0, 1, 2, 3, 4, 5]));
  });
});

describe('portal energy', () => {
  test('5 per portal level at most; one more per hour of game time; whole units', () => {
    expect(portalEnergyCap(0)).toBe(0);
    expect(portalEnergyCap(3)).toBe(15);
    expect(portalEnergyAt(0, 0, 3, 1, 2.5 * H)).toBe(2);
    expect(portalEnergyAt(0, 0, 3, 5, H)).toBe(5);
    expect(portalEnergyAt(14, 0, 3, 1, 10 * H)).toBe(15);
    expect(portalEnergyAt(20, 0, 3, 1, 0)).toBe(15);
  });

  test('opening costs 2: no portal, no energy and a malformed address are refused', () => {
    const a = addressOf([1, 1, 1, 1, 1, 1]);
    expect(checkPortalOpen(0, 10, a)).toEqual({ ok: false, reason: 'NO_PORTAL' });
    expect(checkPortalOpen(1, 1, a)).toEqual({ ok: false, reason: 'NO_ENERGY' });
    expect(checkPortalOpen(1, 5, 'abc')).toEqual({ ok: false, reason: 'BAD_ADDRESS' });
    expect(checkPortalOpen(1, 5, a)).toEqual({ ok: true, energyLeft: 3 });
  });
});
