import type { TFunction } from 'i18next';
import type { HealCheck, StartCheck, TrainCheck } from '../../game/index.ts';
import { errorText } from './server-errors.ts';

/** Why a start (upgrade, research, training or healing batch) is refused, in the same words the server uses. */
export function reasonText(
  t: TFunction,
  check: Exclude<StartCheck, { ok: true }> | Exclude<TrainCheck, { ok: true }> | Exclude<HealCheck, { ok: true }>,
): string {
  switch (check.reason) {
    case 'QUEUE_FULL':
    case 'BUILDING_UPGRADING':
    case 'BUILDING_BEING_BUILT':
    case 'NOT_ENOUGH_RESOURCES':
    case 'RESEARCH_IN_PROGRESS':
    case 'NO_INJURED':
    case 'NO_AMOUNT':
      return errorText(check.reason);
    case 'REQUIREMENT_MISSING':
      return `${errorText('REQUIREMENT_MISSING')}: ${t(`buildings.${check.requirement.buildingId}.name`)} ${check.requirement.level}`;
    case 'MAX_LEVEL':
      return t('base.maxLevel');
    case 'OVER_CAPACITY':
      return `${errorText('OVER_CAPACITY')}: ${t('training.capacity', { count: check.capacity })}`;
    default:
      return errorText('UPGRADE_FAILED');
  }
}
