/**
 * Sitting (decisions 055, 066): an owner names up to two sitters for at most 48 hours, a base is
 * sat at most 10 days in any 30, and accounts /control's multi-account signals link (shared
 * sign-ins, a shared network) cannot sit for each other. The rules are src/game/sitting.ts's.
 */
import { checkGrant, SITTING_BUDGET_MS, SITTING_BUDGET_WINDOW_MS, mergedSpan } from '../../game/index.ts';
import { lockAndSettleProfile } from '../../kernel/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { signedInTogether } from '../accounts/index.ts';
import { sharedNetworksAmong } from '../social/index.ts';
import { commandersByIds, findProfileByName, profileNames, worldOfProfile } from '../worlds/index.ts';
import { sittingErrors } from './errors.ts';
import {
  type GrantRow,
  grantsOfOwner,
  grantsOfSitter,
  insertGrant,
  lockOwnerGrants,
  logOfOwner,
  revokeGrants,
} from './repo.ts';
import { SITTING_END_EVENT } from './timeline.ts';

const HOUR = 3_600_000;
/** shared sign-ins this recent link two accounts (the signals' window) */
const LINK_WINDOW_MS = 30 * 24 * HOUR;
const LOG_LIMIT = 100;

export interface SitterView {
  sitterId: string;
  commander: string;
  from: number;
  until: number;
}
export interface SittingLogEntry {
  id: string;
  commander: string;
  action: string;
  detail: string;
  at: number;
}
export interface SittingOverview {
  sitters: SitterView[];
  /** how much of the 10 days in any 30 the base has been (or will be) sat, ms */
  budgetUsedMs: number;
  budgetMs: number;
  log: SittingLogEntry[];
}
export interface Seat {
  ownerId: string;
  commander: string;
  until: number;
}

const spans = (rows: GrantRow[]) =>
  rows.map((g) => ({ sitterId: g.sitter_id, from: g.starts_at.getTime(), to: g.ends_at.getTime() }));

/** Are the two commanders' accounts linked by the multi-account signals? */
async function linked(
  ex: Executor,
  a: { id: string; account_id: string },
  b: { id: string; account_id: string },
  now: number,
) {
  if (a.account_id === b.account_id) return true;
  if (await signedInTogether(ex, a.account_id, b.account_id, new Date(now - LINK_WINDOW_MS))) return true;
  return (await sharedNetworksAmong(ex, [a.id, b.id])).some(
    (n) => [n.a, n.b].includes(a.id) && [n.a, n.b].includes(b.id),
  );
}

export async function nameSitter(trx: Trx, ownerId: string, commander: string, hours: number, now: number) {
  // the owner's base first (the grant's end is an event on it), then the owner's grants
  const base = await lockAndSettleProfile(trx, ownerId, now);
  await lockOwnerGrants(trx, ownerId);
  const world = await worldOfProfile(trx, ownerId);
  const found = await findProfileByName(trx, world.worldId, commander.trim());
  if (!found) throw sittingErrors.unknown();
  const [owner, sitter] = await Promise.all([
    commandersByIds(trx, [ownerId]).then((r) => r[0]),
    commandersByIds(trx, [found.id]).then((r) => r[0]),
  ]);
  if (!owner || !sitter) throw sittingErrors.unknown();
  const grants = await grantsOfOwner(trx, ownerId, new Date(now - SITTING_BUDGET_WINDOW_MS));
  const check = checkGrant({
    now,
    durationMs: Math.round(hours * HOUR),
    grants: spans(grants),
    sitterId: sitter.id,
    ownerId,
    linked: sitter.id !== ownerId && (await linked(trx, owner, sitter, now)),
  });
  if (!check.ok) throw sittingErrors.refused(check.reason);
  const grant = await insertGrant(trx, {
    owner_id: ownerId,
    sitter_id: sitter.id,
    world_id: world.worldId,
    starts_at: new Date(now),
    ends_at: new Date(check.until),
  });
  // at its end the sitter's tab is told, as on a revoke (timeline.ts)
  await scheduleEvent(trx, {
    baseId: base.row.id,
    kind: SITTING_END_EVENT,
    payload: { grantId: grant.id },
    startsAt: now,
    dueAt: check.until,
  });
}

/** Ends the sitter's grant at once: their next command on the base is refused. */
export async function revokeSitter(trx: Trx, ownerId: string, sitterId: string, now: number) {
  await lockOwnerGrants(trx, ownerId);
  if ((await revokeGrants(trx, ownerId, sitterId, new Date(now))) === 0) throw sittingErrors.noGrant();
  // the sitter's tabs on this base stop hearing it and go back to their own base
  await publish(trx, { profileId: sitterId, kind: 'sitting-ended', data: { ownerId } });
}

export async function sittingOverview(ex: Executor, ownerId: string, now: number): Promise<SittingOverview> {
  const [grants, log] = await Promise.all([
    grantsOfOwner(ex, ownerId, new Date(now - SITTING_BUDGET_WINDOW_MS)),
    logOfOwner(ex, ownerId, LOG_LIMIT),
  ]);
  const live = grants.filter((g) => g.ends_at.getTime() > now && g.revoked_at === null);
  const names = await profileNames(ex, [...new Set([...live.map((g) => g.sitter_id), ...log.map((l) => l.sitter_id)])]);
  return {
    sitters: live.map((g) => ({
      sitterId: g.sitter_id,
      commander: names.get(g.sitter_id) ?? '',
      from: g.starts_at.getTime(),
      until: g.ends_at.getTime(),
    })),
    budgetUsedMs: mergedSpan(spans(grants), now - SITTING_BUDGET_WINDOW_MS, Number.POSITIVE_INFINITY),
    budgetMs: SITTING_BUDGET_MS,
    log: log.map((l) => ({
      id: String(l.id),
      commander: names.get(l.sitter_id) ?? '',
      action: l.action,
      detail: JSON.stringify(l.detail ?? {}),
      at: l.at.getTime(),
    })),
  };
}

/** The bases this commander may sit now. */
export async function seatsOf(ex: Executor, sitterId: string, now: number): Promise<Seat[]> {
  const grants = await grantsOfSitter(ex, sitterId, new Date(now));
  const names = await profileNames(
    ex,
    grants.map((g) => g.owner_id),
  );
  return grants.map((g) => ({
    ownerId: g.owner_id,
    commander: names.get(g.owner_id) ?? '',
    until: g.ends_at.getTime(),
  }));
}
