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
    // the item just queued is this building's highest level in the queue: a plan's or an earlier
    // upgrade of the same building may stand before it (the first one found named a level too low)
    const item = r.data.startBuildingUpgrade.queue
      .filter((q) => q.kind === 'building' && q.target === buildingId)
      .reduce<WireBase['queue'][number] | undefined>((a, q) => (!a || q.level > a.level ? q : a), undefined);
    entry.acked = true;
    entry.queueItemId = item?.id;
    entry.dueAt = item?.dueAt;
    if (item) entry.level = item.level;
    ctx.o.ledger.upgrades.push(entry);
  } else if (r.kind === 'network' || r.kind === 'serverError') ctx.o.ledger.upgrades.push(entry);
}

/** Puts the next level of a building into the build plan, while it holds fewer than 5 steps (the limit is 10). */
export async function plan(ctx: Ctx, buildingId: BuildingId) {
  const r = await ctx.c.call<{ plan: { steps: { status: string }[] } }>('plan', '{ plan { steps { status } } }');
  if ((r.data?.plan.steps.filter((s) => s.status !== 'skipped').length ?? 10) >= 5) return;
  const added = await ctx.c.call<{ addPlanStep: { steps: { kind: string; target: string; level: number }[] } }>(
    'addPlanStep',
    'mutation($t:String!){ addPlanStep(kind: building, target: $t){ steps { kind target level } } }',
    { t: buildingId },
  );
  // the plan may start it at any time from now: the ledger allows the building up to this level
  const step = added.data?.addPlanStep.steps.filter((s) => s.kind === 'building' && s.target === buildingId).at(-1);
  if (added.kind === 'ok' && step) ctx.o.ledger.planned.push({ bot: ctx.o.username, buildingId, level: step.level });
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
    reports: { id: string; rewards: string | null; claimedAt: number | null; read: boolean; folder?: string }[];
  }>('reports', '{ reports(limit: 30){ id rewards claimedAt read folder } }');
  const list = r.data?.reports ?? [];
  // a held object's payouts gather on one report a day, which may sit below the newest 30: ask for the claimable ones
  const waiting = await ctx.c.call<{ reports: { id: string }[] }>(
    'reports:claimable',
    '{ reports(view: claimable, limit: 1){ id } }',
  );
  if (list.some((x) => x.rewards && !x.claimedAt) || (waiting.data?.reports ?? []).length > 0) {
    await ctx.c.call('claimAllRewards', 'mutation { claimAllRewards { __typename } }');
    // rewards may bring items into the backpack
    ctx.usableItems = null;
  } else if (list.some((x) => !x.read)) await ctx.c.call('markAllReportsRead', 'mutation { markAllReportsRead }');
  // a tidy inbox (decision 044): read trade reports (dice rolls, market deals) deleted, read ones past the newest 20
  // archived; never one whose rewards wait (the server refuses to delete it)
  const settled = list.filter((x) => x.read && (!x.rewards || x.claimedAt));
  const gone = settled.filter((x) => x.folder === 'economy').map((x) => x.id);
  const old = settled
    .slice(20)
    .map((x) => x.id)
    .filter((id) => !gone.includes(id));
  if (gone.length > 0)
    await ctx.c.call('deleteReports', 'mutation($ids:[ID!]!){ deleteReports(reportIds:$ids){ count } }', { ids: gone });
  if (old.length > 0)
    await ctx.c.call('archiveReports', 'mutation($ids:[ID!]!){ archiveReports(reportIds:$ids){ count } }', {
      ids: old,
    });
}
