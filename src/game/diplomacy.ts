/**
 * Diplomacy between alliances (decision 070): a non-aggression pact, an alliance of alliances
 * (`ally`) or a war. A pact and an ally are proposed by one leader and accepted by the other; a war
 * is declared by one leader and holds at once (it changes no rule, so nothing waits on consent).
 * Either leader ends any of them. A pair of alliances has at most one relation in force and one
 * proposal waiting; a relation accepted (or declared) replaces the one in force.
 *
 * What each changes between the two alliances' members:
 * - pact: no attacks — no raid and no rally against the other's bases (refused at the send, and a
 *   fleet in flight when the pact is accepted turns back unharmed at its arrival, with a notice);
 * - ally: the pact's rule, and their bases count as allied bases: a fleet sent there reinforces;
 * - war: nothing in the rules; it is shown (map, alliance page, commander page).
 * Scouting stays allowed under every relation.
 */
export const RELATION_KINDS = ['pact', 'ally', 'war'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** A move of one alliance's member towards another's base. */
export type DiplomacyMove = 'raid' | 'rally' | 'scout' | 'reinforce';

const FORBIDDEN: Record<RelationKind, ReadonlySet<DiplomacyMove>> = {
  pact: new Set(['raid', 'rally', 'reinforce']),
  ally: new Set(['raid', 'rally']),
  war: new Set(['reinforce']),
};
const NONE: ReadonlySet<DiplomacyMove> = new Set(['reinforce']);

/** May a member make this move towards a member of an alliance in this relation (null: none)? */
export const relationAllows = (kind: RelationKind | null, move: DiplomacyMove): boolean =>
  !(kind ? FORBIDDEN[kind] : NONE).has(move);

/** Does this kind hold only once the other leader accepts it? */
export const relationNeedsConsent = (kind: RelationKind): boolean => kind !== 'war';

/** A relation's times (epoch ms): proposed, accepted (null while it waits), ended. */
export interface RelationTimes {
  acceptedAt: number | null;
  endedAt: number | null;
}

/**
 * Is the relation in force at `at`? A fleet's arrival asks at its due time, not when the server
 * gets to it: a pact accepted after a fleet landed does not undo that landing, however late settled.
 */
export const relationInForceAt = (r: RelationTimes, at: number): boolean =>
  r.acceptedAt !== null && r.acceptedAt <= at && (r.endedAt === null || r.endedAt > at);

export type ProposalRefusal = 'SAME_ALLIANCE' | 'IN_FORCE' | 'WAITING';

/**
 * May `from` propose (or declare) `kind` to the other alliance, given the relation in force between
 * them and the proposal waiting? A proposal of the same kind from the other side is an acceptance.
 */
export function checkProposal(input: {
  from: string;
  to: string;
  kind: RelationKind;
  inForce: RelationKind | null;
  waiting: { kind: RelationKind; by: string } | null;
}): { ok: true; accepts: boolean } | { ok: false; reason: ProposalRefusal } {
  if (input.from === input.to) return { ok: false, reason: 'SAME_ALLIANCE' };
  if (input.inForce === input.kind) return { ok: false, reason: 'IN_FORCE' };
  const w = input.waiting;
  if (w && w.by !== input.from && w.kind === input.kind) return { ok: true, accepts: true };
  if (w && relationNeedsConsent(input.kind)) return { ok: false, reason: 'WAITING' };
  return { ok: true, accepts: false };
}

export const PACT_REFUSAL = 'Your alliances have a non-aggression pact: no attacks between their members';
