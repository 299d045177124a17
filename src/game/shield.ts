/**
 * The planetary shield: while it is up no raid or scout lands on the base (the fleet turns back)
 * and the base sends nothing against another commander. The commander may take it down at any
 * time; after that, no shield can go up for 30 minutes.
 */
import type { BaseState } from './base.ts';

/** After a shield is taken down, this long before another can go up (spec: 30 minutes). */
export const SHIELD_REARM_MS = 30 * 60_000;

export const isShielded = (state: Pick<BaseState, 'shieldUntil'>, at: number) => (state.shieldUntil ?? 0) > at;

export type ShieldCheck = { ok: true } | { ok: false; reason: 'ALREADY_ACTIVE' | 'REARMING'; until?: number };

/** May a shield go up now? Not while one is up, nor within 30 minutes of taking one down. */
export function checkShield(state: Pick<BaseState, 'shieldUntil' | 'shieldDownAt'>, now: number): ShieldCheck {
  if (isShielded(state, now)) return { ok: false, reason: 'ALREADY_ACTIVE' };
  const down = state.shieldDownAt ?? Number.NEGATIVE_INFINITY;
  if (now - down < SHIELD_REARM_MS) return { ok: false, reason: 'REARMING', until: down + SHIELD_REARM_MS };
  return { ok: true };
}

/**
 * What a march sets out to do, as far as the shield cares: against another commander (a raid, a
 * scout or a rally on their base, taking an object they hold) or not (gathering, occupying a free
 * object, pirates, helping an ally, joining an ally's rally on pirates).
 */
export type MarchAim = 'against-commander' | 'peaceful';

/**
 * May a base send a march with this aim at `at`? Behind its own shield a base sends nothing against
 * another commander ('Your planetary shield is active, cannot send units'): a shield is protection
 * for one who does not fight players, not a wall to strike from. Everything else still goes out:
 * the economy and PvE do not stop while a player sleeps behind a shield.
 */
export const shieldAllows = (state: Pick<BaseState, 'shieldUntil'>, at: number, aim: MarchAim) =>
  aim === 'peaceful' || !isShielded(state, at);

/**
 * A beginner's protection (decision 030): a new commander's base starts behind a planetary shield
 * of `hours` world hours (72 by default, divided by the world's speed). It is the same shield: it
 * keeps raids and scouts off, pirates stay fair game, and the commander may take it down at any
 * time to fight players (then the 30-minute rule holds). null when the world gives none.
 */
export const beginnerShieldUntil = (createdAt: number, hours: number, worldSpeed: number): number | null =>
  hours > 0 ? createdAt + Math.round((hours * 3_600_000) / Math.max(1, worldSpeed)) : null;
