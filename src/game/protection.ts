/**
 * Protection beyond the beginner's shield (decision 055), free for everyone:
 * - the bash limit: one attacker, or one alliance, lands at most 6 attacks on one base in 24 hours
 *   (OGame's rule); the 7th is refused before it leaves, with the time a slot frees;
 * - strength protection: in its first 14 days a base far weaker than its attacker (influence
 *   under a tenth of theirs, Tribal Wars' ratios run 7:1 to 20:1) cannot be raided, unless its
 *   owner is inactive or has attacked a player themselves.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Attacks one attacker (or one alliance together) may land on one base within the window. */
export const BASH_LIMIT = 6;
export const BASH_WINDOW_MS = DAY;

/** Does one more landing at `at` keep every 24-hour window at or under the limit? */
function fits(landings: readonly number[], at: number, limit: number) {
  const all = [...landings, at].sort((a, b) => a - b);
  for (const start of all) {
    if (start > at || start + BASH_WINDOW_MS <= at) continue; // only windows holding the new one
    const inside = all.filter((t) => t >= start && t < start + BASH_WINDOW_MS).length;
    if (inside > limit) return false;
  }
  return true;
}

/**
 * May one more attack land at `landsAt`? `landings` are the landing times of the attacker's (or
 * their alliance's) attacks on this base, landed and in flight. When it may not, `until` is the
 * first landing time that would fit: the moment a 24-hour window lets one more through.
 */
export function checkBashLimit(
  landings: readonly number[],
  landsAt: number,
  limit = BASH_LIMIT,
): { ok: true } | { ok: false; reason: 'BASH_LIMIT'; until: number } {
  if (fits(landings, landsAt, limit)) return { ok: true };
  const frees = landings.map((t) => t + BASH_WINDOW_MS).filter((t) => t > landsAt);
  const until = frees.sort((a, b) => a - b).find((t) => fits(landings, t, limit));
  return { ok: false, reason: 'BASH_LIMIT', until: until ?? landsAt + BASH_WINDOW_MS };
}

/** Strength protection holds while the base is younger than this (world time: divided by speed). */
export const STRENGTH_PROTECTION_DAYS = 14;
/** …and its owner's influence is under 1/RATIO of the attacker's. */
export const STRENGTH_RATIO = 10;

export type StrengthAsk = {
  attackerInfluence: number;
  targetInfluence: number;
  /** When the target's base was founded. */
  targetBaseCreatedAt: number;
  at: number;
  worldSpeed: number;
  /** An inactive commander (7 days without signing in) loses the protection. */
  targetInactive: boolean;
  /** So does one who attacked a player: a commander who strikes can be struck. */
  targetHasAttackedPlayers: boolean;
};

export type StrengthCheck = { ok: true } | { ok: false; reason: 'TOO_WEAK'; until: number };

export const strengthProtectionEnds = (createdAt: number, worldSpeed: number) =>
  createdAt + Math.round((STRENGTH_PROTECTION_DAYS * DAY) / Math.max(1, worldSpeed));

/** May the attacker raid the target now, as far as strength protection goes? */
export function checkStrength(ask: StrengthAsk): StrengthCheck {
  const ends = strengthProtectionEnds(ask.targetBaseCreatedAt, ask.worldSpeed);
  if (ask.at >= ends || ask.targetInactive || ask.targetHasAttackedPlayers) return { ok: true };
  if (ask.targetInfluence * STRENGTH_RATIO >= ask.attackerInfluence) return { ok: true };
  return { ok: false, reason: 'TOO_WEAK', until: ends };
}
