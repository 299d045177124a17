/**
 * Claiming rewards: reward reports (reward, event reward, occupied reward, Ephoran Vault) carry what
 * they pay; a claim locks the base (settled to now), then the unclaimed reports (FOR UPDATE), pays
 * resources into the stores and items into the backpack, and marks them claimed, in one transaction:
 * a double click, a retry or a claim-all racing a claim pays each report once.
 */
import { addResources, type Resources, RESOURCES, resources } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { grantItems } from '../items/index.ts';
import { recordAdminAction } from '../audit/index.ts';
import { recordMove } from '../ledger/index.ts';
import { fileReport, markClaimed, unclaimedForUpdate } from '../reports/index.ts';
import { profileNames } from '../worlds/index.ts';
import { rewardsError } from './errors.ts';

export const rewardErrors = {
  nothing: () => rewardsError('NOTHING_TO_CLAIM'),
  claimed: () => rewardsError('ALREADY_CLAIMED'),
  noProfile: () => platformError('PROFILE_NOT_FOUND', { field: 'profileId' }),
};

export interface Claimed {
  reports: number;
  resources: { kind: string; amount: number }[];
  items: { type: string; count: number }[];
}

export async function claimRewards(
  trx: Trx,
  profileId: string,
  reportId: string | 'all',
  now: number,
): Promise<Claimed> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const rows = await unclaimedForUpdate(trx, profileId, reportId);
  if (rows.length === 0) throw reportId === 'all' ? rewardErrors.nothing() : rewardErrors.claimed();
  let paid: Resources = resources();
  const items: Record<string, number> = {};
  for (const r of rows) {
    paid = addResources(paid, resources((r.rewards?.resources ?? {}) as Partial<Resources>));
    for (const [type, n] of Object.entries(r.rewards?.items ?? {})) items[type] = (items[type] ?? 0) + n;
  }
  await saveState(trx, b.row.id, { ...b.state, resources: addResources(b.state.resources, paid) });
  await grantItems(trx, profileId, items);
  // an admin's gift is a grant; a battle's, an event's or a mission's spoils a reward
  for (const r of rows)
    await recordMove(trx, {
      base: b.row,
      kind: r.kind === 'reward' && (r.data as { from?: string } | null)?.from === 'command' ? 'grant' : 'reward',
      cause: r.kind,
      resources: (r.rewards?.resources ?? {}) as Record<string, number>,
      at: now,
      details: { reportId: String(r.id), items: r.rewards?.items ?? {} },
    });
  await markClaimed(
    trx,
    rows.map((r) => r.id),
    new Date(now),
  );
  await announceChange(trx, b.row);
  return {
    reports: rows.length,
    resources: RESOURCES.filter((k) => paid[k] > 0).map((kind) => ({ kind, amount: paid[kind] })),
    items: Object.entries(items).map(([type, count]) => ({ type, count })),
  };
}

/**
 * An admin's gift or compensation to a commander: a `reward` report carrying it, to claim
 * (audit-logged). What is given is in credits and items; the note says why.
 */
export async function grantReward(
  trx: Trx,
  admin: { accountId: string; username: string },
  input: { profileId: string; credits: number; items: Record<string, number>; note: string },
  now: number,
) {
  // an id that names no commander is a clear refusal, not a broken foreign key
  if (!(await profileNames(trx, [input.profileId])).has(input.profileId)) throw rewardErrors.noProfile();
  const rewards: { resources: Record<string, number>; items: Record<string, number> } = {
    resources: input.credits > 0 ? { credits: input.credits } : {},
    items: input.items,
  };
  const id = await fileReport(trx, {
    profileId: input.profileId,
    kind: 'reward',
    data: { note: input.note, from: 'command' },
    at: now,
    rewards,
  });
  await recordAdminAction(
    trx,
    admin,
    'reward-grant',
    input.profileId,
    { reportId: id, credits: input.credits, items: input.items, note: input.note },
    now,
  );
  return { reportId: id };
}
