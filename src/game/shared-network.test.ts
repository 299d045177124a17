import { expect, test } from 'vitest';
import { sharedNetworkAllows } from './shared-network.ts';

test('a declared pair sends no convoy and makes no move against the other; reinforcing stays allowed', () => {
  expect(sharedNetworkAllows('convoy')).toBe(false);
  expect(sharedNetworkAllows('raid')).toBe(false);
  expect(sharedNetworkAllows('scout')).toBe(false);
  expect(sharedNetworkAllows('occupy')).toBe(false);
  expect(sharedNetworkAllows('reinforce')).toBe(true);
});
