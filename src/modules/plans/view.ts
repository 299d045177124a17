/** A plan as its commander sees it: the steps in order, each with its state and times. */
import { MAX_PLAN_STEPS, type PlanKind, type PlanSkip } from '../../game/index.ts';
import type { SettledBase } from '../../kernel/index.ts';
import type { TimelineEvent } from '../../platform/timeline.ts';
import { PLAN_CHECK } from './advance.ts';
import type { StepRow, StepStatus } from './repo.ts';

export interface PlanStepView {
  id: string;
  kind: PlanKind;
  target: string;
  level: number;
  status: StepStatus;
  /** running: when its item finishes */
  dueAt: number | null;
  /** skipped: why */
  reason: PlanSkip | null;
  /** when it started or was skipped (epoch ms) */
  changedAt: number;
}

export interface PlanView {
  baseId: string;
  steps: PlanStepView[];
  limit: number;
  /** when the plan looks again (a queue freeing, production reaching a cost); null: it waits for you */
  checkAt: number | null;
}

export function planView(b: { row: SettledBase['row']; pending: TimelineEvent[] }, steps: StepRow[]): PlanView {
  const dueOf = (id: string | null) => b.pending.find((e) => e.id === id)?.dueAt ?? null;
  const check = b.pending.find((e) => e.kind === PLAN_CHECK && !e.parked);
  return {
    baseId: b.row.id,
    limit: MAX_PLAN_STEPS,
    checkAt: check?.dueAt ?? null,
    steps: steps
      // a running step whose item is gone has finished: the next check clears it
      .filter((s) => s.status !== 'running' || dueOf(s.event_id) !== null)
      .map((s) => ({
        id: s.id,
        kind: s.kind,
        target: s.target,
        level: s.level,
        status: s.status,
        dueAt: s.status === 'running' ? dueOf(s.event_id) : null,
        reason: s.reason,
        changedAt: s.changed_at.getTime(),
      })),
  };
}
