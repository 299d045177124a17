import type { HealCheck, StartCheck, TrainCheck } from '../../game/index.ts';
import { AppError } from '../../platform/errors.ts';

type Refused = Exclude<StartCheck, { ok: true }> | Exclude<TrainCheck, { ok: true }> | Exclude<HealCheck, { ok: true }>;

/**
 * A refused start (upgrade, research, training or healing batch): the spec's texts, and ours in their style
 * where the spec has none. `what` names the generic failure.
 */
export function refusal(check: Refused, what: 'building' | 'research' | 'training' | 'healing'): AppError {
  switch (check.reason) {
    case 'QUEUE_FULL':
      return new AppError('QUEUE_FULL', 'Queues are full', 'CONFLICT');
    case 'BUILDING_UPGRADING':
      return new AppError('BUILDING_UPGRADING', 'Building is upgrading', 'CONFLICT');
    case 'BUILDING_BEING_BUILT':
      return new AppError('BUILDING_BEING_BUILT', 'Building is being build', 'CONFLICT');
    case 'REQUIREMENT_MISSING':
      return new AppError('REQUIREMENT_MISSING', 'Required building does not have enough level', 'BAD_INPUT', {
        requirement: check.requirement,
      });
    case 'NOT_ENOUGH_RESOURCES':
      return new AppError('NOT_ENOUGH_RESOURCES', "You don't have enough resources", 'BAD_INPUT', {
        missing: check.missing,
      });
    case 'RESEARCH_IN_PROGRESS':
      return new AppError('RESEARCH_IN_PROGRESS', 'This research is already in progress', 'CONFLICT');
    case 'NO_AMOUNT':
      return new AppError('NO_AMOUNT', 'You need to select an amount', 'BAD_INPUT');
    case 'NO_INJURED':
      return new AppError('NO_INJURED', 'No injured troops to heal', 'BAD_INPUT');
    case 'OVER_CAPACITY':
      return new AppError('OVER_CAPACITY', 'Not enough training capacity', 'BAD_INPUT', { capacity: check.capacity });
    default:
      if (what === 'training') return new AppError('TRAINING_FAILED', 'Units training failed');
      if (what === 'healing') return new AppError('HEALING_FAILED', 'Units healing failed');
      return what === 'building'
        ? new AppError('UPGRADE_FAILED', 'Upgrade of the building failed')
        : new AppError('RESEARCH_FAILED', 'Research failed');
  }
}

export const basesErrors = {
  notEnoughCredits: () => new AppError('NOT_ENOUGH_CREDITS', "You don't have enough credits", 'BAD_INPUT'),
  queueLimit: () => new AppError('QUEUE_LIMIT', 'No more queues can be bought', 'CONFLICT'),
  cancelFailed: () => new AppError('CANCEL_FAILED', 'This is already finished', 'CONFLICT'),
  noShield: () => new AppError('NO_SHIELD', 'Your protection is not active', 'CONFLICT'),
};
