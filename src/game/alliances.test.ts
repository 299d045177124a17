import { describe, expect, test } from 'vitest';
import { checkAllianceName, mayAct, successor } from './alliances.ts';

describe('alliances', () => {
  test('a name of 3 to 30 letters, digits or spaces; a TAG of 2 to 5, in capitals', () => {
    expect(checkAllianceName('  Iron   Tide ', 'irn')).toEqual({ ok: true, name: 'Iron Tide', tag: 'IRN' });
    expect(checkAllianceName('Ir', 'IRN')).toEqual({ ok: false, reason: 'BAD_NAME' });
    expect(checkAllianceName('Iron<Tide>', 'IRN')).toEqual({ ok: false, reason: 'BAD_NAME' });
    expect(checkAllianceName('Iron Tide', 'I')).toEqual({ ok: false, reason: 'BAD_TAG' });
    expect(checkAllianceName('Iron Tide', 'IRONTD')).toEqual({ ok: false, reason: 'BAD_TAG' });
  });

  test('leaders do all, officers accept, decline and kick members, members nothing', () => {
    expect(mayAct('leader', 'change-role', 'officer')).toBe(true);
    expect(mayAct('leader', 'kick', 'leader')).toBe(false);
    expect(mayAct('officer', 'accept', null)).toBe(true);
    expect(mayAct('officer', 'kick', 'member')).toBe(true);
    expect(mayAct('officer', 'kick', 'officer')).toBe(false);
    expect(mayAct('officer', 'change-role', 'member')).toBe(false);
    expect(mayAct('member', 'decline', null)).toBe(false);
  });

  test('a leaving leader hands over to the longest-serving officer, else member', () => {
    expect(
      successor([
        { profileId: 'm', role: 'member', joinedAt: 1 },
        { profileId: 'o2', role: 'officer', joinedAt: 5 },
        { profileId: 'o1', role: 'officer', joinedAt: 3 },
      ]),
    ).toBe('o1');
    expect(
      successor([
        { profileId: 'm2', role: 'member', joinedAt: 9 },
        { profileId: 'm1', role: 'member', joinedAt: 2 },
      ]),
    ).toBe('m1');
    expect(successor([])).toBeNull();
  });
});
