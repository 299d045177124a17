/**
 * The base page's actions: a building upgrade (recorded in the ledger: level reached, queue item,
 * due time), research, training, healing, and the chores of claiming tasks and rewards.
 */
import type { BuildingId } from '../../game/index.ts';
import type { UpgradeEntry } from '../ledger.ts';
import type { WireBase } from '../wire.ts';
import type { Ctx } from './context.ts';

export async function upgrade(ctx: Ctx, buildingId: BuildingId) {
  const level = (ctx.base?.buildings.find((b) => b.id === buildingId)?.level ?? 0) + 1;
  const r = await ctx.c.call<{ startBuildingUpgrade: { queue: WireBase['queue'] } }>(
    'startBuildingUpgrade',
    'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ queue { id kind target level startsAt dueAt } } }',
    { b: buildingId },
  );
  const entry: UpgradeEntry = { bot: ctx.o.username, buildingId, level, acked: false };
  if (r.kind === 'ok' && r.data) {
    const item = r.data.startBuildingUpgrade.queue.find((q) => q.kind === 'building' && q.target === buildingId);
    entry.acked = true;
    entry.queueItemId = item?.id;
    entry.dueAt = item?.dueAt;
    if (item) entry.level = item.level;
    ctx.o.ledger.upgrades.push(entry);
  } else if (r.kind === 'network' || r.kind === 'serverError') ctx.o.ledger.upgrades.push(entry);
}

export const research = (ctx: Ctx, researchId: string) =>
  ctx.c.call('startResearch', 'mutation($r:String!){ startResearch(researchId:$r){ id } }', { r: researchId });

export const train = (ctx: Ctx, unit: string, count: number) =>
  ctx.c.call('trainUnits', 'mutation($u:String!,$n:Int!){ trainUnits(unitType:$u, count:$n){ id } }', {
    u: unit,
    n: count,
  });

export const heal = (ctx: Ctx, unit: string, count: number) =>
  ctx.c.call('healUnits', 'mutation($u:String!,$n:Int!){ healUnits(unitType:$u, count:$n){ id } }', {
    u: unit,
    n: count,
  });

export async function claimTasks(ctx: Ctx) {
  const r = await ctx.c.call<{ tasks: { id: string; claimable: boolean }[] }>('tasks', '{ tasks { id claimable } }');
  if (r.data?.tasks.some((t) => t.claimable))
    await ctx.c.call('claimAllTasks', 'mutation { claimAllTasks { tasks { id } } }');
}

export async function claimRewards(ctx: Ctx) {
  const r = await ctx.c.call<{
    reports: { id: string; rewards: string | null; claimedAt: number | null; read: boolean }[];
  }>('reports', '{ reports(limit: 30){ id rewards claimedAt read } }');
  const list = r.data?.reports ?? [];
  if (list.some((x) => x.rewards && !x.claimedAt)) {
    await ctx.c.call('claimAllRewards', 'mutation { claimAllRewards { __typename } }');
    // rewards may bring items into the backpack
    ctx.usableItems = null;
  } else if (list.some((x) => !x.read)) await ctx.c.call('markAllReportsRead', 'mutation { markAllReportsRead }');
}
