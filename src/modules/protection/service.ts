/**
 * Protection beyond the beginner's shield (decisions 055, 067), checked at the send of every attack
 * on a commander's base and again at its arrival, under the lock of the target base (the caller
 * holds it): the bash limit (src/game checkBashLimit) over the landed attacks (attack_landings) and
 * those in flight (sources.ts), and strength protection (src/game checkStrength).
 */
import {
  BASH_WINDOW_MS,
  checkBashLimit,
  checkStrength,
  isInactive,
  baseInfluence,
  type BaseState,
  type StrengthAsk,
} from '../../game/index.ts';
import { commanderAbsences } from '../../platform/commander-markers.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { alliancesOfCommanders, membershipOf } from '../alliances/index.ts';
import { influenceByProfile } from '../bases/index.ts';
import { protectionErrors } from './errors.ts';
import { hasLandedAttack, insertLanding, landingsOn } from './repo.ts';
import { attacksInFlight } from './sources.ts';

export type InfluenceParts = Pick<BaseState, 'buildings' | 'research' | 'units'>;
export const influenceNowOf = (s: InfluenceParts) => baseInfluence(s.buildings, s.research, s.units);
const influenceNow = (s?: InfluenceParts) => (s ? baseInfluence(s.buildings, s.research, s.units) : undefined);

/** The target base, as its row says. */
export interface TargetBase {
  id: string;
  world_id: string;
  profile_id: string;
  created_at: Date;
  speed: number;
}

export interface AttackAsk {
  attackerId: string;
  target: TargetBase;
  /** when the attack lands (at its arrival: now) */
  landsAt: number;
  /** checked at its arrival: the attack itself, not counted twice; what lands after it does not count */
  arriving?: { marchId?: string; rallyId?: string };
  /** the bases as the caller's settle holds them: their influence now (else as their rows last said) */
  states?: { attacker?: InfluenceParts; target?: InfluenceParts };
  /** the landings read (default: the 24 hours either side of `landsAt`) */
  span?: { from: number; to: number };
}

/** What the rules read: the landing times counted against the attacker, and strength's facts. */
export interface ProtectionFacts {
  landings: number[];
  strength: StrengthAsk;
}

/** Landing times of the attacker's (or their alliance's) attacks on the base around `landsAt`. */
export async function countedLandings(ex: Executor, ask: AttackAsk): Promise<number[]> {
  // the attacker alone, or their alliance together
  const alliance = (await membershipOf(ex, ask.attackerId))?.alliance_id ?? null;
  const from = ask.span?.from ?? ask.landsAt - BASH_WINDOW_MS;
  const to = ask.span?.to ?? ask.landsAt + BASH_WINDOW_MS;
  const landed = await landingsOn(ex, ask.target.id, from, to);
  const flying = (await attacksInFlight(ex, ask.target)).filter(
    (f) =>
      f.landsAt > from &&
      f.landsAt < to &&
      !(ask.arriving?.marchId && f.marchId === ask.arriving.marchId) &&
      !(ask.arriving?.rallyId && f.rallyId === ask.arriving.rallyId) &&
      // at its arrival, what lands later waits its own turn
      !(ask.arriving && f.landsAt > ask.landsAt),
  );
  const alliances = alliance
    ? await alliancesOfCommanders(ex, [
        ...new Set([...landed.map((l) => l.attacker_profile_id), ...flying.map((f) => f.attackerId)]),
      ])
    : new Map<string, string>();
  const ours = (id: string, then: string | null = null) =>
    id === ask.attackerId || (alliance !== null && (then === alliance || alliances.get(id) === alliance));
  return [
    ...landed.filter((l) => ours(l.attacker_profile_id, l.alliance_id)).map((l) => l.landed_at.getTime()),
    ...flying.filter((f) => ours(f.attackerId)).map((f) => f.landsAt),
  ].sort((a, b) => a - b);
}

/** Is the commander inactive (7 days without signing in, vacation days not counted: src/game's count)? */
async function inactive(ex: Executor, profileId: string, at: number): Promise<boolean> {
  const a = (await commanderAbsences(ex, [profileId], at)).get(profileId);
  return a ? isInactive(a, at) : false;
}

/** Everything the two rules read about this attack. */
export async function protectionFacts(ex: Executor, ask: AttackAsk): Promise<ProtectionFacts> {
  const owner = ask.target.profile_id;
  const influence = await influenceByProfile(ex, [ask.attackerId, owner]);
  return {
    landings: await countedLandings(ex, ask),
    strength: {
      attackerInfluence: influenceNow(ask.states?.attacker) ?? influence.get(ask.attackerId) ?? 0,
      targetInfluence: influenceNow(ask.states?.target) ?? influence.get(owner) ?? 0,
      targetBaseCreatedAt: ask.target.created_at.getTime(),
      at: ask.landsAt,
      worldSpeed: ask.target.speed,
      targetInactive: await inactive(ex, owner, ask.landsAt),
      targetHasAttackedPlayers: await hasLandedAttack(ex, owner),
    },
  };
}

/** The rules' verdict on the facts: strength first (it holds for days), then the bash limit. */
export function protectionVerdict(facts: ProtectionFacts, landsAt: number) {
  const strength = checkStrength(facts.strength);
  if (!strength.ok) return strength;
  return checkBashLimit(facts.landings, landsAt);
}

/** Why the attack may not land, or null: at its arrival (a notice report's reason). */
export async function arrivalRefusal(ex: Executor, ask: AttackAsk): Promise<'bash-limit' | 'target-too-weak' | null> {
  const v = protectionVerdict(await protectionFacts(ex, ask), ask.landsAt);
  if (v.ok) return null;
  return v.reason === 'TOO_WEAK' ? 'target-too-weak' : 'bash-limit';
}

/** Refuses the send of an attack the rules would not let land (the target base locked by the caller). */
export async function refuseIfProtected(ex: Executor, ask: AttackAsk): Promise<void> {
  const v = protectionVerdict(await protectionFacts(ex, ask), ask.landsAt);
  if (v.ok) return;
  throw v.reason === 'TOO_WEAK' ? protectionErrors.tooWeak(v.until) : protectionErrors.bashLimit(v.until);
}

/** An attack landed on the base: the bash limit counts it, and its sender is no longer protected. */
export async function recordLanding(
  trx: Trx,
  l: { attackerId: string; target: TargetBase; at: number; marchId?: string; rallyId?: string },
) {
  const alliance = (await membershipOf(trx, l.attackerId))?.alliance_id ?? null;
  await insertLanding(trx, {
    world_id: l.target.world_id,
    base_id: l.target.id,
    attacker_profile_id: l.attackerId,
    alliance_id: alliance,
    march_id: l.marchId ?? null,
    rally_id: l.rallyId ?? null,
    landed_at: new Date(l.at),
  });
}
