import { expect, test } from 'vitest';
import { sharedNetworkAllows } from './shared-network.ts';

test('a declared pair sends each other no convoy and no raid; reinforcing stays allowed', () => {
  expect(sharedNetworkAllows('convoy')).toBe(false);
  expect(sharedNetworkAllows('raid')).toBe(false);
  expect(sharedNetworkAllows('reinforce')).toBe(true);
});
