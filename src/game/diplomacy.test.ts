import { expect, test } from 'vitest';
import { checkProposal, relationAllows, relationInForceAt } from './diplomacy.ts';

test('a pact forbids raids and rallies; allies also reinforce; war and none change nothing', () => {
  expect(relationAllows('pact', 'raid')).toBe(false);
  expect(relationAllows('pact', 'rally')).toBe(false);
  expect(relationAllows('pact', 'scout')).toBe(true);
  expect(relationAllows('pact', 'reinforce')).toBe(false);
  expect(relationAllows('ally', 'raid')).toBe(false);
  expect(relationAllows('ally', 'reinforce')).toBe(true);
  for (const k of ['war', null] as const) {
    expect(relationAllows(k, 'raid')).toBe(true);
    expect(relationAllows(k, 'rally')).toBe(true);
    expect(relationAllows(k, 'reinforce')).toBe(false);
  }
});

test('in force from its acceptance to its end, judged at the asked instant', () => {
  expect(relationInForceAt({ acceptedAt: null, endedAt: null }, 10)).toBe(false);
  expect(relationInForceAt({ acceptedAt: 10, endedAt: null }, 9)).toBe(false);
  expect(relationInForceAt({ acceptedAt: 10, endedAt: null }, 10)).toBe(true);
  expect(relationInForceAt({ acceptedAt: 10, endedAt: 20 }, 19)).toBe(true);
  expect(relationInForceAt({ acceptedAt: 10, endedAt: 20 }, 20)).toBe(false);
});

test('proposals: none to itself, none of the kind in force, one waiting at a time; the same from the other side accepts', () => {
  const base = { from: 'a', to: 'b', inForce: null, waiting: null };
  expect(checkProposal({ ...base, to: 'a', kind: 'pact' })).toEqual({ ok: false, reason: 'SAME_ALLIANCE' });
  expect(checkProposal({ ...base, kind: 'pact', inForce: 'pact' })).toEqual({ ok: false, reason: 'IN_FORCE' });
  expect(checkProposal({ ...base, kind: 'ally', inForce: 'pact' })).toEqual({ ok: true, accepts: false });
  const waiting = { kind: 'pact' as const, by: 'b' };
  expect(checkProposal({ ...base, kind: 'pact', waiting })).toEqual({ ok: true, accepts: true });
  expect(checkProposal({ ...base, kind: 'ally', waiting })).toEqual({ ok: false, reason: 'WAITING' });
  expect(checkProposal({ ...base, kind: 'pact', waiting: { kind: 'pact', by: 'a' } })).toEqual({
    ok: false,
    reason: 'WAITING',
  });
  // a war needs no consent: declared even while a proposal waits
  expect(checkProposal({ ...base, kind: 'war', waiting })).toEqual({ ok: true, accepts: false });
});
