/**
 * What the fleets ask of diplomacy (decision 070), at the send and again at the arrival: the
 * relation between two commanders' alliances at an instant, whether it bars a move, and whether
 * their bases count as allied (an alliance of alliances).
 */
import { type DiplomacyMove, type RelationKind, relationAllows } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { membershipOf } from '../alliances/index.ts';
import { diplomacyErrors } from './errors.ts';
import { inForceAt, openOfPair, readPair } from './repo.ts';

/** The relation between two commanders' alliances in force at `at` (null: none, or one alliance, or none at all). */
export async function relationBetween(ex: Executor, a: string, b: string, at: number): Promise<RelationKind | null> {
  if (a === b) return null;
  const [ma, mb] = await Promise.all([membershipOf(ex, a), membershipOf(ex, b)]);
  if (!ma || !mb || ma.alliance_id === mb.alliance_id) return null;
  // an acceptance committing now is waited for: its pact is seen by the arrival it precedes
  await readPair(ex, ma.alliance_id, mb.alliance_id);
  return (await inForceAt(ex, ma.alliance_id, mb.alliance_id, new Date(at)))?.kind ?? null;
}

/** Does a pact (or an alliance of alliances) bar this hostile move at `at`? */
export async function diplomacyBars(
  ex: Executor,
  from: string,
  to: string,
  move: Extract<DiplomacyMove, 'raid' | 'rally'>,
  at: number,
): Promise<boolean> {
  const kind = await relationBetween(ex, from, to, at);
  return kind !== null && !relationAllows(kind, move);
}

/** The send's guard: refuses a raid or a rally at a commander whose alliance has a pact with the sender's. */
export async function refuseIfPact(
  ex: Executor,
  from: string,
  to: string,
  move: Extract<DiplomacyMove, 'raid' | 'rally'>,
  at: number,
): Promise<void> {
  if (await diplomacyBars(ex, from, to, move, at)) throw diplomacyErrors.pact();
}

/** Are two alliances allies (an alliance of alliances in force at `at`, or now)? Their members reinforce each other. */
export async function alliancesAllied(ex: Executor, a: string, b: string, at?: number): Promise<boolean> {
  if (a === b) return false;
  const r = at === undefined ? (await openOfPair(ex, a, b)).inForce : await inForceAt(ex, a, b, new Date(at));
  return r?.kind === 'ally';
}
