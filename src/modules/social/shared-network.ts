/**
 * Shared-network declarations: two commanders who play from one home (one network) declare it —
 * one names the other, the other confirms. A confirmed pair sends no convoys to each other and makes
 * no move against each other (src/game/shared-network.ts); the fleets ask `refuseIfSharedNetwork`
 * at the send and at the arrival. Withdrawn by either side only before it is confirmed: an honest
 * declaration stays on record for the operators.
 */
import { type SharedNetworkMove, sharedNetworkAllows } from '../../game/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { commandersByIds } from '../worlds/index.ts';
import { otherCommander } from './commanders.ts';
import { socialErrors } from './errors.ts';
import {
  confirmSharedNetwork,
  deleteSharedNetwork,
  findSharedNetwork,
  holdPair,
  insertSharedNetwork,
  listSharedNetworks,
} from './repo.ts';

export async function declareSharedNetwork(trx: Trx, profileId: string, username: string, now: number) {
  const other = await otherCommander(trx, profileId, username);
  await holdPair(trx, 'network', profileId, other.id);
  const n = await findSharedNetwork(trx, profileId, other.id);
  if (n?.confirmed_at) throw socialErrors.alreadyDeclared();
  if (n && n.declared_by === other.id) {
    await confirmSharedNetwork(trx, profileId, other.id, new Date(now));
    return { username: other.username, status: 'declared' as const };
  }
  if (n || !(await insertSharedNetwork(trx, profileId, other.id, new Date(now)))) throw socialErrors.alreadyDeclared();
  return { username: other.username, status: 'asked' as const };
}

export async function confirmSharedNetworkWith(db: Db, profileId: string, username: string, now: number) {
  const other = await otherCommander(db, profileId, username);
  if (!(await confirmSharedNetwork(db, profileId, other.id, new Date(now)))) throw socialErrors.noDeclaration();
  return { username: other.username, status: 'declared' as const };
}

/** Withdraws (or declines) a declaration not yet confirmed. */
export async function withdrawSharedNetwork(trx: Trx, profileId: string, username: string) {
  const other = await otherCommander(trx, profileId, username);
  await holdPair(trx, 'network', profileId, other.id);
  const n = await findSharedNetwork(trx, profileId, other.id);
  if (!n || n.confirmed_at) throw socialErrors.noDeclaration();
  await deleteSharedNetwork(trx, profileId, other.id);
  return { ok: true };
}

/** The reader's declarations, confirmed or waiting on either side. */
export async function listSharedNetworksOf(db: Db, profileId: string) {
  const rows = await listSharedNetworks(db, [profileId]);
  const otherOf = (r: { low_id: string; high_id: string }) => (r.low_id === profileId ? r.high_id : r.low_id);
  const people = new Map((await commandersByIds(db, rows.map(otherOf))).map((p) => [p.id, p.username]));
  return rows.map((r) => ({
    username: people.get(otherOf(r)) ?? '',
    status: r.confirmed_at
      ? ('declared' as const)
      : r.declared_by === profileId
        ? ('asked' as const)
        : ('asks' as const),
    since: (r.confirmed_at ?? r.created_at).getTime(),
  }));
}

/** Are these two commanders a confirmed shared-network pair? */
export async function declaredSharedNetwork(ex: Executor, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return !!(await findSharedNetwork(ex, a, b))?.confirmed_at;
}

/**
 * The fleets' guard: refuses a move from one commander towards another when the pair declared a
 * shared network and the rule forbids that move. Call it at the send and again at the arrival.
 */
export async function refuseIfSharedNetwork(
  ex: Executor,
  fromProfile: string,
  toProfile: string,
  move: SharedNetworkMove,
) {
  if (sharedNetworkAllows(move)) return;
  if (await declaredSharedNetwork(ex, fromProfile, toProfile)) throw socialErrors.sharedNetwork();
}

/** At a fleet's arrival: does the pair's declaration bar this move now (it turns back unharmed)? */
export async function sharedNetworkBars(
  ex: Executor,
  fromProfile: string,
  toProfile: string,
  move: SharedNetworkMove,
): Promise<boolean> {
  return !sharedNetworkAllows(move) && (await declaredSharedNetwork(ex, fromProfile, toProfile));
}

/** Declarations among these commanders (for the operators' multi-account signals). */
export async function sharedNetworksAmong(ex: Executor, profileIds: string[]) {
  const rows = await listSharedNetworks(ex, profileIds);
  return rows.map((r) => ({
    a: r.low_id,
    b: r.high_id,
    declaredAt: r.created_at.getTime(),
    confirmedAt: r.confirmed_at ? r.confirmed_at.getTime() : null,
  }));
}
