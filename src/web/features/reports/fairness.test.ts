/** The report screen's check (decision 039): the seed against its commitment, then the replay against the outcome. */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createRng, drawSeed, pirateFleet, plainStats, simulateBattle } from '../../../game/index.ts';
import { battleReplays, verdictOf } from './fairness.tsx';

const commitmentOf = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
// a close fight: how it goes turns on the dice, so a battle fought with another seed shows
const input = {
  attacker: { units: { interceptor: 6, cruiser: 2, ranger: 6 }, stats: plainStats() },
  defender: { units: pirateFleet(2), stats: plainStats() },
};

describe('checking a battle report in the browser', () => {
  test('a revealed seed that hashes to the commitment and replays the outcome is verified; any other seed is not', () => {
    const seed = randomBytes(32).toString('hex');
    const commitment = commitmentOf(seed);
    const result = simulateBattle(input, createRng(drawSeed(seed)));
    const report = { seed, input, result };
    expect(battleReplays(report)).toBe(true);
    expect(verdictOf(seed, commitment, battleReplays(report))).toBe('verified');

    // the server swapped the seed after showing the commitment
    const other = randomBytes(32).toString('hex');
    expect(verdictOf(other, commitment, battleReplays({ ...report, seed: other }))).toBe('seed-mismatch');
    // the seed is the committed one, but the outcome is not what it gives
    const fought = Array.from({ length: 8 }, () => randomBytes(32).toString('hex')).map((s) =>
      simulateBattle(input, createRng(drawSeed(s))),
    );
    const different = fought.find((r) => JSON.stringify(r) !== JSON.stringify(result));
    expect(different).toBeDefined();
    expect(battleReplays({ seed, input, result: different! })).toBe(false);
    expect(verdictOf(seed, commitment, false)).toBe('replay-differs');
  });

  test('a report from before commitments (a bare number) still replays, but is not called verified', () => {
    const result = simulateBattle(input, createRng(42));
    expect(battleReplays({ seed: 42, input, result })).toBe(true);
    expect(verdictOf(42, undefined, true)).toBe('replayed');
    // a seed without its commitment proves nothing either
    const seed = randomBytes(32).toString('hex');
    expect(verdictOf(seed, undefined, true)).toBe('replayed');
  });
});
