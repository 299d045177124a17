/**
 * A small seeded random number generator for the game rules (battles, later loot rolls): the same
 * seed always gives the same sequence, on the server and in the browser, so a stored seed replays
 * a battle exactly. src/game never draws from the runtime's own random source.
 */

/** A deterministic source of random numbers. */
export interface Rng {
  /** The next number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included (`int(1, 6)` is a die). */
  int(min: number, max: number): number;
}

/**
 * A generator seeded with `seed` (any number; only its low 32 bits count), using mulberry32:
 * one 32-bit state, fast, and good enough for game rolls (not for secrets).
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => {
    const lo = Math.ceil(Math.min(min, max));
    const hi = Math.floor(Math.max(min, max));
    return lo + Math.floor(next() * (hi - lo + 1));
  };
  return { next, int };
}

/** A 32-bit seed from any text (FNV-1a): a world's id gives its map. */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The labels of the draws one secret seed serves: a battle (or a mission's roll), a vault run's stages 1–10. */
export const BATTLE_DRAW = 'battle';

/**
 * The engine's seed for one draw of a secret seed (decision 039): the secret is 32 random bytes as
 * hex, fixed when the march, rally or mission was launched and revealed in its report; each draw it
 * serves hashes the secret with its own label. Unguessable while the secret is, and anyone with the
 * revealed secret gets the same number, so the report replays.
 */
export const drawSeed = (secret: string, label: string = BATTLE_DRAW): number => seedFromText(`${secret}:${label}`);

/** Is this a secret seed as reports carry it (64 hex digits)? Older reports carry a bare number. */
export const isSecretSeed = (seed: unknown): seed is string => typeof seed === 'string' && /^[0-9a-f]{64}$/.test(seed);
