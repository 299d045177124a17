import { describe, expect, test } from 'vitest';
import { counts, pointsOf, type ScoredReport } from './scoring.ts';

const from = Date.UTC(2026, 0, 10);
const until = Date.UTC(2026, 0, 17);
const at = (ms: number, kind: string, data: unknown): ScoredReport => ({ kind, created_at: new Date(ms), data });
const inside = from + 3_600_000;

describe('what a report scores in a galaxy event', () => {
  test('a mission scores its share as a percentage, halves rounded to the even number as PostgreSQL rounds', () => {
    expect(pointsOf('portal-explorers', at(inside, 'portal-mission', { share: 0.734 }), from, until)).toBe(73);
    expect(pointsOf('portal-explorers', at(inside, 'portal-mission', { share: 1 }), from, until)).toBe(100);
    expect(pointsOf('portal-explorers', at(inside, 'portal-mission', { share: 0.125 }), from, until)).toBe(12);
    expect(pointsOf('portal-explorers', at(inside, 'portal-mission', { share: 0.135 }), from, until)).toBe(14);
    expect(pointsOf('portal-explorers', at(inside, 'portal-mission', {}), from, until)).toBe(0);
  });

  test('minerals gathered count, quantarite four times; a holding pays what is paid inside the window', () => {
    const type = 'asteroid-domination';
    expect(pointsOf(type, at(inside, 'gathering', { amount: 120, resource: 'astromite' }), from, until)).toBe(120);
    expect(pointsOf(type, at(inside, 'gathering', { amount: 30, resource: 'quantarite' }), from, until)).toBe(120);
    const paid = { astromite: 10, quantarite: 2 };
    expect(pointsOf(type, at(inside, 'occupied-reward', { target: { kind: 'asteroid' }, paid }), from, until)).toBe(18);
    expect(pointsOf(type, at(inside, 'occupied-reward', { paid }), from, until)).toBe(18);
    expect(pointsOf(type, at(inside, 'occupied-reward', { target: { kind: 'pirate-ship' }, paid }), from, until)).toBe(
      0,
    );
    const payouts = [
      { at: from - 1, paid: { astromite: 1000 } },
      { at: from, paid: { astromite: 5 } },
      { at: until - 1, paid: { quantarite: 1 } },
      { at: until, paid: { astromite: 1000 } },
    ];
    expect(
      pointsOf(
        type,
        at(from - 60_000, 'occupied-reward', { target: { kind: 'rich-asteroid' }, payouts, paid }),
        from,
        until,
      ),
    ).toBe(9);
  });

  test('battles against commanders won count, attacking or defending; pirate ships destroyed count', () => {
    const won = (role: string, winner: string) => at(inside, 'battle', { role, result: { winner } });
    expect(pointsOf('battlefront-clash', won('attack', 'attacker'), from, until)).toBe(1);
    expect(pointsOf('battlefront-clash', won('defence', 'defender'), from, until)).toBe(1);
    expect(pointsOf('battlefront-clash', won('attack', 'defender'), from, until)).toBe(0);
    expect(pointsOf('battlefront-clash', won('defence', 'attacker'), from, until)).toBe(0);
    const pirate = (winner: string) => at(inside, 'battle', { target: { kind: 'pirate-ship' }, result: { winner } });
    expect(pointsOf('pirate-hunt', pirate('attacker'), from, until)).toBe(1);
    expect(pointsOf('pirate-hunt', pirate('defender'), from, until)).toBe(0);
    expect(pointsOf('pirate-hunt', won('attack', 'attacker'), from, until)).toBe(0);
  });

  test('a rally counts for each member: a commander’s base taken in battle, a pirate ship destroyed', () => {
    const rally = (kind: string, winner: string) =>
      at(inside, 'rally', { role: 'attack', target: { kind }, result: { winner } });
    expect(pointsOf('battlefront-clash', rally('solar-system', 'attacker'), from, until)).toBe(1);
    expect(pointsOf('battlefront-clash', rally('solar-system', 'defender'), from, until)).toBe(0);
    expect(pointsOf('battlefront-clash', rally('pirate-ship', 'attacker'), from, until)).toBe(0);
    expect(pointsOf('pirate-hunt', rally('pirate-ship', 'attacker'), from, until)).toBe(1);
    expect(pointsOf('pirate-hunt', rally('pirate-ship', 'defender'), from, until)).toBe(0);
    expect(pointsOf('pirate-hunt', rally('solar-system', 'attacker'), from, until)).toBe(0);
    const stood = (winner: string) => at(inside, 'battle', { role: 'reinforcement', result: { winner } });
    expect(pointsOf('battlefront-clash', stood('defender'), from, until)).toBe(1);
    expect(pointsOf('battlefront-clash', stood('attacker'), from, until)).toBe(0);
  });

  test('a report counts when filed inside the window, or is a holding whose payouts run into it', () => {
    expect(counts(at(from, 'battle', {}), from, until)).toBe(true);
    expect(counts(at(from - 1, 'battle', {}), from, until)).toBe(false);
    expect(counts(at(until, 'battle', {}), from, until)).toBe(false);
    const holding = (untilMs: number, data: object = { payouts: [] }) =>
      at(from - 60_000, 'occupied-reward', { ...data, until: untilMs });
    expect(counts(holding(from), from, until)).toBe(true);
    expect(counts(holding(from - 1), from, until)).toBe(false);
    expect(counts(holding(from, { paid: {} }), from, until)).toBe(false);
    expect(counts(at(until, 'occupied-reward', { payouts: [], until: until + 1 }), from, until)).toBe(false);
  });
});
