/**
 * Build plans (decision 072): a commander's list of upgrades and research beyond the queues, each
 * step started by the timeline when its queue is free and the resources are there, spending nothing
 * before; owns `plan_steps`.
 */
export { plansRouter } from './procedures.ts';
export { planAfterQueueItem, planTimelineKind } from './service.ts';
export { plansCatalogue } from './errors.ts';
export { liveStepsOfBases } from './repo.ts';
export { type PlanStepView, type PlanView, planView } from './view.ts';
