/**
 * Build plans (decision 072): the commander's commands (add, move, remove a step) and the plan's
 * timeline kind. Every command locks and settles the base, changes the steps, puts the levels back in
 * order, and moves the plan on at once (a step that can start now starts now), replacing the base's
 * one pending `plan-check`.
 */
import { z } from 'zod';
import {
  type Completion,
  inProgressOf,
  isPlanTarget,
  MAX_PLAN_NOTICES,
  MAX_PLAN_STEPS,
  maxLevelOf,
  nextPlanLevel,
  type PlanKind,
} from '../../game/index.ts';
import {
  announceChange,
  lockAndSettleProfile,
  peekProfileBase,
  type SettledBase,
  type TimelineHandler,
  type TimelineKindDef,
} from '../../kernel/index.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { cancelEvent, eventDueAt, scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { isQueueItem, type QueueItemDone } from '../bases/index.ts';
import { advancePlan, PLAN_CHECK } from './advance.ts';
import { plansErrors } from './errors.ts';
import { deleteSteps, insertStep, setLevel, setPosition, type StepRow, stepsOfBase } from './repo.ts';
import { type PlanView, planView } from './view.ts';

/** The plan as its commander sees it now. */
export async function readPlan(db: Db, profileId: string, now: number): Promise<PlanView> {
  const seen = await peekProfileBase(db, profileId, now);
  if (seen) return planView(seen, await stepsOfBase(db, seen.row.id));
  return db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, now);
    return planView(b, await stepsOfBase(trx, b.row.id));
  });
}

const running = (b: SettledBase) => b.pending.filter(isQueueItem).map((e) => inProgressOf(e.payload as Completion));

export async function addStep(trx: Trx, profileId: string, kind: PlanKind, target: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  if (!isPlanTarget(kind, target)) throw plansErrors.unknownTarget();
  const steps = await stepsOfBase(trx, b.row.id);
  const live = steps.filter((s) => s.status !== 'skipped');
  if (live.length >= MAX_PLAN_STEPS) throw plansErrors.full();
  const level = nextPlanLevel(b.state, running(b), live, kind, target);
  if (level > maxLevelOf(kind, target)) throw plansErrors.atMaxLevel();
  const position = Math.max(0, ...steps.map((s) => s.position)) + 1;
  const at = new Date(now);
  await insertStep(trx, { base_id: b.row.id, position, kind, target, level, created_at: at, changed_at: at });
  return replan(trx, b, now);
}

/** Moves a waiting step one place up or down among the waiting ones. */
export async function moveStep(trx: Trx, profileId: string, stepId: string, direction: 'up' | 'down', now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const waiting = (await stepsOfBase(trx, b.row.id)).filter((s) => s.status === 'waiting');
  const i = waiting.findIndex((s) => s.id === stepId);
  if (i < 0) throw plansErrors.stepNotFound();
  const j = direction === 'up' ? i - 1 : i + 1;
  const other = waiting[j];
  const step = waiting[i] as StepRow;
  // two steps of one target keep their levels in order: swapping them changes nothing
  if (other && !(other.kind === step.kind && other.target === step.target)) {
    await setPosition(trx, step.id, other.position);
    await setPosition(trx, other.id, step.position);
  }
  return replan(trx, b, now);
}

/**
 * Takes a step out of the plan: a waiting step or a notice goes; a running one lets its item run on
 * as an ordinary queue item (cancel it in the queue to get a share back).
 */
export async function removeStep(trx: Trx, profileId: string, stepId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const steps = await stepsOfBase(trx, b.row.id);
  const gone = steps.find((s) => s.id === stepId);
  if (!gone) throw plansErrors.stepNotFound();
  await deleteSteps(trx, [stepId]);
  // the later steps of its target come one level down
  if (gone.status === 'waiting')
    for (const s of steps)
      if (s.status === 'waiting' && s.kind === gone.kind && s.target === gone.target && s.level > gone.level)
        await setLevel(trx, s.id, s.level - 1);
  return replan(trx, b, now);
}

/** After a change: old notices go, the pending check is replaced and the plan moves on now. */
async function replan(trx: Trx, b: SettledBase, now: number): Promise<PlanView> {
  const steps = await stepsOfBase(trx, b.row.id);
  await deleteSteps(
    trx,
    steps
      .filter((s) => s.status === 'skipped')
      .slice(MAX_PLAN_NOTICES)
      .map((s) => s.id),
  );
  const pending: TimelineEvent[] = [];
  for (const e of b.pending) {
    if (e.kind === PLAN_CHECK) await cancelEvent(trx, e);
    else pending.push(e);
  }
  const schedule = (e: Parameters<typeof scheduleEvent>[1]) => scheduleEvent(trx, e);
  const after = await advancePlan(trx, { row: b.row, state: b.state, pending, at: now, schedule, inSettle: false });
  await announceChange(trx, b.row);
  return planView({ row: b.row, pending: after.pending }, await stepsOfBase(trx, b.row.id));
}

/**
 * The plan's timeline kind: at its time the plan moves on (exactly once per event, under the lock).
 * A check cancelled while this settle held it in memory does nothing; the others give way to this one.
 */
const planCheck: TimelineHandler = async (ctx) => {
  if ((await eventDueAt(ctx.trx, ctx.event.id)) === null) return { state: ctx.state };
  const pending: TimelineEvent[] = [];
  for (const e of ctx.pending()) {
    if (e.kind === PLAN_CHECK) await cancelEvent(ctx.trx, e);
    else pending.push(e);
  }
  const { state } = await advancePlan(ctx.trx, {
    row: ctx.row,
    state: ctx.state,
    pending,
    at: ctx.event.dueAt,
    schedule: ctx.schedule,
    inSettle: true,
  });
  return { state };
};

export const planTimelineKind: TimelineKindDef = { kind: PLAN_CHECK, payload: z.object({}), apply: planCheck };

/**
 * A queue item finished (the commander's own, one sped up, one after a vacation): a plan that waits
 * for later looks again now, in this settle.
 */
export const planAfterQueueItem: QueueItemDone = async (ctx) => {
  const check = ctx.pending().find((e) => e.kind === PLAN_CHECK && !e.parked);
  if (!check || check.dueAt <= ctx.event.dueAt) return;
  const at = ctx.event.dueAt;
  await ctx.schedule({ baseId: ctx.row.id, kind: PLAN_CHECK, payload: {}, startsAt: at, dueAt: at });
};
