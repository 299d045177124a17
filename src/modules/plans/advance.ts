/**
 * A plan moving on: under the base's lock, at one instant (a `plan-check` event's time, or a plan
 * command's), each kind's first waiting step starts when the plan's queue of that kind is free and
 * the resources are there, through the bases module's one start (decision 072); a step that can no
 * longer start is skipped as a notice. Then one check is scheduled, at the earliest time something
 * may change: the plan's running item finishing, a queue freeing, production reaching a cost.
 */
import {
  type BaseState,
  type Completion,
  earliestOf,
  inProgressOf,
  judgeStep,
  PLAN_KINDS,
  type RunningItem,
  subtractResources,
} from '../../game/index.ts';
import type { BaseRow } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import type { NewEvent, TimelineEvent } from '../../platform/timeline.ts';
import { beginQueueItem, isQueueItem } from '../bases/index.ts';
import { deleteSteps, markRunning, markSkipped, type StepRow, stepsOfBase } from './repo.ts';

export const PLAN_CHECK = 'plan-check';

export interface PlanMoment {
  row: BaseRow;
  state: BaseState;
  /** the base's pending events at this instant */
  pending: TimelineEvent[];
  at: number;
  /** how events are scheduled: the settle's (inside a timeline event) or straight */
  schedule: (e: NewEvent) => Promise<TimelineEvent>;
  inSettle: boolean;
}

const runningItems = (pending: TimelineEvent[]): RunningItem[] =>
  pending.filter(isQueueItem).map((e) => ({ ...inProgressOf(e.payload as Completion), dueAt: e.dueAt }));

const completionOf = (s: StepRow): Completion =>
  s.kind === 'building'
    ? {
        kind: 'building',
        buildingId: s.target as Extract<Completion, { kind: 'building' }>['buildingId'],
        level: s.level,
      }
    : { kind: 'research', researchId: s.target, level: s.level };

/** Moves the plan on at `m.at`; gives the base's state and pending events after what it started. */
export async function advancePlan(trx: Trx, m: PlanMoment): Promise<{ state: BaseState; pending: TimelineEvent[] }> {
  const steps = await stepsOfBase(trx, m.row.id);
  let state = m.state;
  const pending = [...m.pending];
  // a running step whose item is no longer pending has finished (or was cancelled by hand)
  const finished = steps.filter((s) => s.status === 'running' && !pending.some((e) => e.id === s.event_id));
  await deleteSteps(
    trx,
    finished.map((s) => s.id),
  );
  const live = steps.filter((s) => s.status !== 'skipped' && !finished.includes(s));
  const waits: (number | null)[] = [];
  for (const kind of PLAN_KINDS) {
    for (;;) {
      const mine = live.find((s) => s.kind === kind && s.status === 'running');
      if (mine) {
        waits.push(pending.find((e) => e.id === mine.event_id)?.dueAt ?? null);
        break;
      }
      const head = live.find((s) => s.kind === kind && s.status === 'waiting');
      if (!head) break;
      const v = judgeStep(state, runningItems(pending), head, m.row.speed);
      if (v.do === 'wait') {
        waits.push(v.until);
        break;
      }
      if (v.do === 'skip') {
        await markSkipped(trx, head.id, v.reason, m.at);
        live.splice(live.indexOf(head), 1);
        continue;
      }
      const next = { ...state, resources: subtractResources(state.resources, v.cost) };
      const item = {
        state: next,
        payload: completionOf(head),
        durationMs: v.durationMs,
        cause: `plan ${head.target} ${head.level}`,
      };
      const event = await beginQueueItem(
        trx,
        { row: m.row, state },
        item,
        m.at,
        m.inSettle ? { schedule: m.schedule } : undefined,
      );
      if (!(await markRunning(trx, head.id, event.id, event.dueAt, m.at)))
        throw new Error(`plan step ${head.id} started twice`);
      state = next;
      pending.push(event);
      head.status = 'running';
      head.event_id = event.id;
    }
  }
  const until = earliestOf(waits);
  if (until !== null)
    pending.push(
      await m.schedule({
        baseId: m.row.id,
        kind: PLAN_CHECK,
        payload: {},
        startsAt: m.at,
        dueAt: Math.max(until, m.at),
      }),
    );
  return { state, pending };
}
