import { PLAN_KINDS, PLAN_SKIPS } from '../../game/index.ts';
import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { plansRouter } from './procedures.ts';
import type { PlanStepView, PlanView } from './view.ts';

const api = callerFor(plansRouter);

const PlanKindRef = listEnum('PlanKind', PLAN_KINDS);
const PlanSkipRef = listEnum('PlanSkip', PLAN_SKIPS);
const PlanStepStatusRef = listEnum('PlanStepStatus', ['waiting', 'running', 'skipped'] as const);
const PlanMoveRef = listEnum('PlanMove', ['up', 'down'] as const);

const PlanStepRef = builder.objectRef<PlanStepView>('PlanStep').implement({
  description: 'a step of a build plan: an upgrade or a research level, started when its queue and resources allow',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: PlanKindRef }),
    target: t.exposeString('target', { description: 'the building or research line' }),
    level: t.exposeInt('level', { description: 'the level the step brings' }),
    status: t.expose('status', { type: PlanStepStatusRef }),
    dueAt: t.float({ nullable: true, description: 'epoch ms: a running step finishes then', resolve: (s) => s.dueAt }),
    reason: t.expose('reason', {
      type: PlanSkipRef,
      nullable: true,
      description: 'why a skipped step could not start',
    }),
    changedAt: t.float({ description: 'epoch ms: when it started or was skipped', resolve: (s) => s.changedAt }),
  }),
});

export const PlanRef = builder.objectRef<PlanView>('Plan').implement({
  description: 'a base build plan (decision 072): steps start in order, spending nothing before they start',
  fields: (t) => ({
    baseId: t.exposeID('baseId'),
    steps: t.field({ type: [PlanStepRef], resolve: (p) => p.steps }),
    limit: t.exposeInt('limit', { description: 'how many steps may wait or run at once' }),
    checkAt: t.float({
      nullable: true,
      description: 'epoch ms: when the plan looks again; null when it waits for a change of yours',
      resolve: (p) => p.checkAt,
    }),
  }),
});

builder.queryField('plan', (t) => t.field({ type: PlanRef, resolve: (_r, _a, ctx) => api(ctx).mine() }));
builder.mutationField('addPlanStep', (t) =>
  t.field({
    type: PlanRef,
    description: "queues the next level of a building or research: 'A build plan holds at most 10 steps', …",
    args: {
      kind: t.arg({ type: PlanKindRef, required: true }),
      target: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).add({ kind: a.kind, target: a.target }),
  }),
);
builder.mutationField('movePlanStep', (t) =>
  t.field({
    type: PlanRef,
    description: 'moves a waiting step one place up or down',
    args: { stepId: t.arg.id({ required: true }), direction: t.arg({ type: PlanMoveRef, required: true }) },
    resolve: (_r, a, ctx) => api(ctx).move({ stepId: String(a.stepId), direction: a.direction }),
  }),
);
builder.mutationField('removePlanStep', (t) =>
  t.field({
    type: PlanRef,
    description: 'takes a step out of the plan (a running one goes on as an ordinary queue item)',
    args: { stepId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).remove({ stepId: String(a.stepId) }),
  }),
);
