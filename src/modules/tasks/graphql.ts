import type { TaskState } from '../../game/index.ts';
import { builder, callerFor } from '../../platform/graphql.ts';
import { tasksRouter } from './procedures.ts';

const api = callerFor(tasksRouter);

const RewardRef = builder.objectRef<{ kind: string; amount: number }>('RewardAmount').implement({
  fields: (t) => ({ kind: t.exposeString('kind', { description: 'a resource' }), amount: t.exposeInt('amount') }),
});
const rewardList = (r: TaskState['reward']) =>
  Object.entries(r)
    .filter(([, v]) => v > 0)
    .map(([kind, amount]) => ({ kind, amount }));

const TaskRef = builder.objectRef<TaskState>('Task').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    goal: t.exposeInt('goal'),
    progress: t.exposeInt('progress', { description: 'capped at the goal' }),
    reward: t.field({ type: [RewardRef], resolve: (x) => rewardList(x.reward) }),
    claimed: t.exposeBoolean('claimed'),
    claimable: t.exposeBoolean('claimable'),
  }),
});

const ClaimRef = builder
  .objectRef<{ tasks: TaskState[]; reward: { kind: string; amount: number }[] }>('TaskClaim')
  .implement({
    fields: (t) => ({
      tasks: t.field({ type: [TaskRef], resolve: (c) => c.tasks }),
      reward: t.field({ type: [RewardRef], description: 'what the claim paid', resolve: (c) => c.reward }),
    }),
  });

builder.queryField('tasks', (t) => t.field({ type: [TaskRef], resolve: (_r, _a, ctx) => api(ctx).list() }));
builder.mutationFields((t) => ({
  claimTask: t.field({
    type: ClaimRef,
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).claim({ taskId: String(a.taskId) }),
  }),
  claimAllTasks: t.field({ type: ClaimRef, resolve: (_r, _a, ctx) => api(ctx).claimAll() }),
}));
