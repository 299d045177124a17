import type { HealCheck, StartCheck, TrainCheck } from '../../game/index.ts';
import { type AppError, defineErrors, platformError } from '../../platform/errors.ts';

/** The bases module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: basesCatalogue, raise: basesError } = defineErrors({
  QUEUE_FULL: ['Queues are full', 'CONFLICT'],
  BUILDING_UPGRADING: ['Building is upgrading', 'CONFLICT'],
  BUILDING_BEING_BUILT: ['Building is being build', 'CONFLICT'],
  RESEARCH_IN_PROGRESS: ['This research is already in progress', 'CONFLICT'],
  NO_INJURED: 'No injured troops to heal',
  OVER_CAPACITY: 'Not enough training capacity',
  TRAINING_FAILED: 'Units training failed',
  HEALING_FAILED: 'Units healing failed',
  UPGRADE_FAILED: 'Upgrade of the building failed',
  RESEARCH_FAILED: 'Research failed',
  QUEUE_LIMIT: ['No more queues can be bought', 'CONFLICT'],
  CANCEL_FAILED: ['This is already finished', 'CONFLICT'],
  NO_SHIELD: ['Your protection is not active', 'CONFLICT'],
  WORLD_FULL: ['Error creating profile', 'CONFLICT'],
  EVENT_NOT_PARKED: ['This event is not waiting any more', 'CONFLICT'],
});

type Refused = Exclude<StartCheck, { ok: true }> | Exclude<TrainCheck, { ok: true }> | Exclude<HealCheck, { ok: true }>;

/**
 * A refused start (upgrade, research, training or healing batch): the spec's texts, and ours in their style
 * where the spec has none. `what` names the generic failure.
 */
export function refusal(check: Refused, what: 'building' | 'research' | 'training' | 'healing'): AppError {
  switch (check.reason) {
    case 'QUEUE_FULL':
      return basesError('QUEUE_FULL');
    case 'BUILDING_UPGRADING':
      return basesError('BUILDING_UPGRADING');
    case 'BUILDING_BEING_BUILT':
      return basesError('BUILDING_BEING_BUILT');
    case 'REQUIREMENT_MISSING':
      return platformError('REQUIREMENT_MISSING', {
        requirement: check.requirement,
      });
    case 'NOT_ENOUGH_RESOURCES':
      return platformError('NOT_ENOUGH_RESOURCES', {
        missing: check.missing,
      });
    case 'RESEARCH_IN_PROGRESS':
      return basesError('RESEARCH_IN_PROGRESS');
    case 'NO_AMOUNT':
      return platformError('NO_AMOUNT');
    case 'NO_INJURED':
      return basesError('NO_INJURED');
    case 'OVER_CAPACITY':
      return basesError('OVER_CAPACITY', { capacity: check.capacity });
    default:
      if (what === 'training') return basesError('TRAINING_FAILED');
      if (what === 'healing') return basesError('HEALING_FAILED');
      return what === 'building' ? basesError('UPGRADE_FAILED') : basesError('RESEARCH_FAILED');
  }
}

export const basesErrors = {
  notEnoughCredits: () => platformError('NOT_ENOUGH_CREDITS'),
  queueLimit: () => basesError('QUEUE_LIMIT'),
  cancelFailed: () => basesError('CANCEL_FAILED'),
  noShield: () => basesError('NO_SHIELD'),
};
