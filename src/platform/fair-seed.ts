/**
 * The secret behind a random outcome (decision 039): drawn when a march, rally or mission is
 * launched, from the operating system's cryptographic source, never from an id or the clock. Its
 * SHA-256 (the commitment, a generated column beside it) is what the player sees until the outcome is
 * fixed; the report then reveals the seed and anyone can check both (src/game drawSeed replays it).
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as hex. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** The commitment to a seed: hex SHA-256 of its bytes (what the database column computes too). */
export const commitmentOf = (seed: string): string =>
  createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
