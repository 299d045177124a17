/**
 * Sitting (decision 055): the legal way to look after a friend's base. The owner names up to two
 * sitters; each grant lasts at most 48 hours; a base is sat at most 10 days in any 30; a sitter acts
 * from their own sign-in, and every action is audited with who did it and shown to the owner.
 * Accounts that /control's multi-account signals link cannot sit for each other.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const MAX_SITTERS = 2;
export const SITTING_MAX_GRANT_MS = 48 * HOUR;
export const SITTING_BUDGET_WINDOW_MS = 30 * DAY;
export const SITTING_BUDGET_MS = 10 * DAY;

/**
 * What a sitter may do. Defence and upkeep, never gain for someone else:
 * - allowed: build, research, train, heal, gather, fight pirates, scout pirates, recall marches,
 *   raise a shield from the backpack, use speedups, claim tasks and reports;
 * - refused: attacks, scouts or rallies against players, convoys and trade (no feeding), spending
 *   credits (the shop, dice, extra queues), alliance actions, the account and its settings,
 *   naming sitters.
 */
export const SITTER_MAY = [
  'build',
  'research',
  'train',
  'heal',
  'gather',
  'pirates',
  'recall',
  'shield',
  'speedup',
  'claim',
] as const;
export type SitterAction = (typeof SITTER_MAY)[number];
export type OwnerOnlyAction =
  | 'attack-player'
  | 'scout-player'
  | 'rally'
  | 'convoy'
  | 'trade'
  | 'spend-credits'
  | 'alliance'
  | 'account'
  | 'sitters';
export type BaseAction = SitterAction | OwnerOnlyAction;

export const sitterMay = (action: BaseAction): action is SitterAction =>
  (SITTER_MAY as readonly string[]).includes(action);

export type GrantAsk = {
  now: number;
  /** How long the owner asks for. */
  durationMs: number;
  /** The owner's grants in force or past, [from, to). */
  grants: readonly { sitterId: string; from: number; to: number }[];
  sitterId: string;
  ownerId: string;
  /** The two accounts are linked by /control's multi-account signals. */
  linked: boolean;
};

export type GrantCheck =
  | { ok: true; until: number }
  | { ok: false; reason: 'SELF' | 'LINKED' | 'TOO_LONG' | 'TOO_MANY' | 'BUDGET' | 'ALREADY' };

/** May the owner name this sitter for this long? */
export function checkGrant(ask: GrantAsk): GrantCheck {
  if (ask.sitterId === ask.ownerId) return { ok: false, reason: 'SELF' };
  if (ask.linked) return { ok: false, reason: 'LINKED' };
  if (ask.durationMs <= 0 || ask.durationMs > SITTING_MAX_GRANT_MS) return { ok: false, reason: 'TOO_LONG' };
  const live = ask.grants.filter((g) => g.to > ask.now);
  if (live.some((g) => g.sitterId === ask.sitterId)) return { ok: false, reason: 'ALREADY' };
  if (live.length >= MAX_SITTERS) return { ok: false, reason: 'TOO_MANY' };
  // two sitters at once spend the budget once: it is the base's time being sat, not each sitter's
  const covered = mergedSpan(ask.grants, ask.now - SITTING_BUDGET_WINDOW_MS, Number.POSITIVE_INFINITY);
  const extra = mergedSpan(
    [...ask.grants, { sitterId: ask.sitterId, from: ask.now, to: ask.now + ask.durationMs }],
    ask.now - SITTING_BUDGET_WINDOW_MS,
    Number.POSITIVE_INFINITY,
  );
  if (extra > SITTING_BUDGET_MS && extra > covered) return { ok: false, reason: 'BUDGET' };
  return { ok: true, until: ask.now + ask.durationMs };
}

/** The length of the union of the grants' spans inside [from, to). */
export function mergedSpan(grants: GrantAsk['grants'], from: number, to: number): number {
  const spans = grants
    .map((g) => [Math.max(g.from, from), Math.min(g.to, to)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [a, b] of spans) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

/** Is this sitter sitting the base at `at`? */
export const sitting = (grants: GrantAsk['grants'], sitterId: string, at: number) =>
  grants.some((g) => g.sitterId === sitterId && g.from <= at && at < g.to);
