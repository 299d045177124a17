import type { TFunction } from 'i18next';
import type { HealCheck, StartCheck, TrainCheck } from '../../game/index.ts';
import { serverText } from './toast.tsx';

/** Why a start (upgrade, research, training or healing batch) is refused, in the same words the server uses. */
export function reasonText(
  t: TFunction,
  check: Exclude<StartCheck, { ok: true }> | Exclude<TrainCheck, { ok: true }> | Exclude<HealCheck, { ok: true }>,
): string {
  switch (check.reason) {
    case 'QUEUE_FULL':
      return serverText('Queues are full');
    case 'BUILDING_UPGRADING':
      return serverText('Building is upgrading');
    case 'BUILDING_BEING_BUILT':
      return serverText('Building is being build');
    case 'NOT_ENOUGH_RESOURCES':
      return serverText("You don't have enough resources");
    case 'REQUIREMENT_MISSING':
      return `${serverText('Required building does not have enough level')}: ${t(`buildings.${check.requirement.buildingId}.name`)} ${check.requirement.level}`;
    case 'MAX_LEVEL':
      return t('base.maxLevel');
    case 'RESEARCH_IN_PROGRESS':
      return serverText('This research is already in progress');
    case 'NO_INJURED':
      return serverText('No injured troops to heal');
    case 'NO_AMOUNT':
      return serverText('You need to select an amount');
    case 'OVER_CAPACITY':
      return `${serverText('Not enough training capacity')}: ${t('training.capacity', { count: check.capacity })}`;
    default:
      return serverText('Upgrade of the building failed');
  }
}
