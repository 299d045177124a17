/** What the server answers about build plans (decision 072). */
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: plansCatalogue, raise: planError } = defineErrors({
  PLAN_FULL: ['A build plan holds at most 10 steps', 'CONFLICT'],
  PLAN_TARGET_UNKNOWN: ['There is no such building or research', 'BAD_INPUT'],
  PLAN_AT_MAX_LEVEL: ['The plan already takes this to its highest level', 'CONFLICT'],
  PLAN_STEP_NOT_FOUND: ['This step is not in your plan', 'NOT_FOUND'],
});

export const plansErrors = {
  full: () => planError('PLAN_FULL'),
  unknownTarget: () => planError('PLAN_TARGET_UNKNOWN'),
  atMaxLevel: () => planError('PLAN_AT_MAX_LEVEL'),
  stepNotFound: () => planError('PLAN_STEP_NOT_FOUND'),
};
