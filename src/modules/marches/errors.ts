import type { MarchCheck } from '../../game/index.ts';
import { isTransientDbError } from '../../platform/db.ts';
import { type AppError, defineErrors, platformError } from '../../platform/errors.ts';

/** The marches module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: marchesCatalogue, raise: marchesError } = defineErrors({
  TROOPS_EXCEED_SHIPS: 'Not enough space ships to deploy $troopDeployment ground units',
  NO_MARCH_SLOT: ['All march slots are in use', 'CONFLICT'],
  BAD_TARGET: 'Invalid celestial object, contact support',
  SEND_FAILED: 'Sending units failed, please try again later',
  SHIELDED: ['Your planetary shield is active, cannot send units', 'CONFLICT'],
  SCOUT_FAILED: 'Scout failed',
  SCOUT_STOP_FAILED: ['Scouting stop failed', 'CONFLICT'],
  NOT_RECALLABLE: ['This march can no longer be recalled', 'CONFLICT'],
  PORTAL_ALLY: 'You cannot attack a member of your alliance',
  WITHDRAW_FAILED: ['Withdraw units failed', 'CONFLICT'],
  EXPEL_FAILED: ['Expell reinforcement failed', 'CONFLICT'],
  GARRISON_FAILED: 'Failed to load garrison details',
  REINFORCEMENT_CAPACITY: ['Not enough reinforcement capacity in this base', 'CONFLICT'],
  TARGET_ON_VACATION: ['This commander is on vacation', 'CONFLICT'],
});

/** A refused march: the spec's texts, and ours in their style where the spec has none. */
export function marchRefusal(check: Exclude<MarchCheck, { ok: true }>): AppError {
  switch (check.reason) {
    case 'NO_UNITS':
      return platformError('NO_UNITS');
    case 'MISSING_UNITS':
      return platformError('MISSING_UNITS');
    case 'TROOPS_EXCEED_SHIPS':
      return marchesError('TROOPS_EXCEED_SHIPS', { troopDeployment: check.troopDeployment });
    case 'NO_SLOT':
      return marchesError('NO_MARCH_SLOT');
    default:
      return marchesErrors.badTarget();
  }
}

export const marchesErrors = {
  badTarget: () => marchesError('BAD_TARGET'),
  /** a base on vacation (decision 055): nothing is sent at it, nothing lands on it */
  onVacation: () => marchesError('TARGET_ON_VACATION'),
  sendFailed: () => marchesError('SEND_FAILED'),
  shielded: () => marchesError('SHIELDED'),
  scoutFailed: () => marchesError('SCOUT_FAILED'),
  scoutStopFailed: () => marchesError('SCOUT_STOP_FAILED'),
  noAgency: () =>
    platformError('REQUIREMENT_MISSING', {
      requirement: { buildingId: 'intelligence-agency', level: 1 },
    }),
  notRecallable: () => marchesError('NOT_RECALLABLE'),
};

/** A send the database gave up on (a deadlock with a battle, a lost connection): nothing left; the player may try again. */
export async function orSendFailed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isTransientDbError(err)) throw marchesErrors.sendFailed();
    throw err;
  }
}
