/**
 * Diplomacy's use cases (decision 070): a leader proposes a pact or an alliance of alliances, the
 * other leader accepts; a war is declared at once; either leader ends any of them. Every change to
 * a pair holds the pair's lock, so a proposal crossing an acceptance or an end lands once. Members
 * of both alliances hear of each change (push `diplomacy`); an alliance of alliances ending sends
 * the reinforcements between them home (a job, DIPLOMACY_ALLIES_PARTED).
 */
import { z } from 'zod';
import { checkProposal, type RelationKind, relationNeedsConsent } from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { enqueue } from '../../platform/jobs.ts';
import { publish } from '../../platform/pubsub.ts';
import { allianceNamesOf, findAlliance, membersOf, membershipOf } from '../alliances/index.ts';
import { diplomacyErrors } from './errors.ts';
import {
  acceptRow,
  endRow,
  findRelation,
  holdPair,
  insertRelation,
  openOfAlliance,
  openOfPair,
  pairOf,
  type RelationRow,
} from './repo.ts';

export const DIPLOMACY_ALLIES_PARTED = 'diplomacy/allies-parted';
export const AlliesParted = z.object({ a: z.string().uuid(), b: z.string().uuid() });

export interface RelationView {
  id: string;
  alliance: { id: string; name: string; tag: string };
  kind: RelationKind;
  /** in force; proposed by us (waiting on them); asked of us (waiting on our leader) */
  status: 'in-force' | 'proposed' | 'asked';
  since: number;
}

/** The reader's alliance's relations and proposals, with the other alliance's name and TAG. */
export async function myRelations(ex: Executor, profileId: string): Promise<RelationView[]> {
  const me = await membershipOf(ex, profileId);
  if (!me) return [];
  const rows = await openOfAlliance(ex, me.alliance_id);
  const other = (r: RelationRow) => (r.low_id === me.alliance_id ? r.high_id : r.low_id);
  const names = await allianceNamesOf(ex, rows.map(other));
  return rows.map((r) => ({
    id: r.id,
    alliance: { id: other(r), name: names.get(other(r))?.name ?? '', tag: names.get(other(r))?.tag ?? '' },
    kind: r.kind,
    status: r.accepted_at ? 'in-force' : r.proposed_by === me.alliance_id ? 'proposed' : 'asked',
    since: (r.accepted_at ?? r.proposed_at).getTime(),
  }));
}

/** The leader's alliance, or the refusal. */
async function leaderOf(ex: Executor, profileId: string) {
  const me = await membershipOf(ex, profileId);
  if (!me || me.role !== 'leader') throw diplomacyErrors.leaderOnly();
  return me.alliance_id;
}

/** Tells every member of both alliances (on commit). */
async function announce(trx: Trx, a: string, b: string, relationId: string) {
  const members = [...(await membersOf(trx, a)), ...(await membersOf(trx, b))];
  for (const m of members) await publish(trx, { profileId: m.profile_id, kind: 'diplomacy', data: { relationId } });
}

/** Ends the relation in force (replaced or ended); an alliance of alliances ending sends reinforcements home. */
async function endInForce(trx: Trx, r: RelationRow, at: Date, by: string) {
  if (!(await endRow(trx, r.id, at, by))) return;
  if (r.kind === 'ally') await enqueue(trx, DIPLOMACY_ALLIES_PARTED, { a: r.low_id, b: r.high_id });
}

export async function proposeRelation(
  trx: Trx,
  profileId: string,
  input: { allianceId: string; kind: RelationKind },
  now: number,
) {
  const mine = await leaderOf(trx, profileId);
  const other = await findAlliance(trx, input.allianceId);
  const own = await findAlliance(trx, mine);
  if (!other || other.world_id !== own?.world_id) throw diplomacyErrors.unknown();
  if (other.id === mine) throw diplomacyErrors.same();
  await holdPair(trx, mine, other.id);
  const { inForce, waiting } = await openOfPair(trx, mine, other.id);
  const check = checkProposal({
    from: mine,
    to: other.id,
    kind: input.kind,
    inForce: inForce?.kind ?? null,
    waiting: waiting ? { kind: waiting.kind, by: waiting.proposed_by } : null,
  });
  if (!check.ok)
    throw check.reason === 'SAME_ALLIANCE'
      ? diplomacyErrors.same()
      : check.reason === 'IN_FORCE'
        ? diplomacyErrors.inForce()
        : diplomacyErrors.waiting();
  const at = new Date(now);
  let id: string;
  if (check.accepts && waiting) {
    if (inForce) await endInForce(trx, inForce, at, mine);
    await acceptRow(trx, waiting.id, at);
    id = waiting.id;
  } else {
    const holdsNow = !relationNeedsConsent(input.kind);
    if (holdsNow && inForce) await endInForce(trx, inForce, at, mine);
    const [low, high] = pairOf(mine, other.id);
    const row = await insertRelation(trx, {
      world_id: other.world_id,
      low_id: low,
      high_id: high,
      kind: input.kind,
      proposed_by: mine,
      proposed_at: at,
      accepted_at: holdsNow ? at : null,
    });
    id = row.id;
  }
  await announce(trx, mine, other.id, id);
  return (await myRelations(trx, profileId)).find((r) => r.id === id) ?? null;
}

/** The other leader accepts a proposal: it holds from now and replaces the relation in force. */
export async function acceptRelation(trx: Trx, profileId: string, relationId: string, now: number) {
  const mine = await leaderOf(trx, profileId);
  const seen = await findRelation(trx, relationId);
  if (!seen || (seen.low_id !== mine && seen.high_id !== mine)) throw diplomacyErrors.notAvailable();
  await holdPair(trx, seen.low_id, seen.high_id);
  const { inForce, waiting } = await openOfPair(trx, seen.low_id, seen.high_id);
  if (!waiting || waiting.id !== relationId || waiting.proposed_by === mine) throw diplomacyErrors.notAvailable();
  const at = new Date(now);
  if (inForce) await endInForce(trx, inForce, at, mine);
  await acceptRow(trx, relationId, at);
  await announce(trx, seen.low_id, seen.high_id, relationId);
  return (await myRelations(trx, profileId)).find((r) => r.id === relationId) ?? null;
}

/** Either leader ends a relation in force, withdraws their proposal or declines the other's. */
export async function endRelation(trx: Trx, profileId: string, relationId: string, now: number) {
  const mine = await leaderOf(trx, profileId);
  const seen = await findRelation(trx, relationId);
  if (!seen || (seen.low_id !== mine && seen.high_id !== mine)) throw diplomacyErrors.notAvailable();
  await holdPair(trx, seen.low_id, seen.high_id);
  const r = await findRelation(trx, relationId);
  if (!r || r.ended_at) throw diplomacyErrors.notAvailable();
  if (r.accepted_at) await endInForce(trx, r, new Date(now), mine);
  else await endRow(trx, r.id, new Date(now), mine);
  await announce(trx, r.low_id, r.high_id, relationId);
  return true;
}
