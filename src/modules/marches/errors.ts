import type { MarchCheck } from '../../game/index.ts';
import { isTransientDbError } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/** A refused march: the spec's texts, and ours in their style where the spec has none. */
export function marchRefusal(check: Exclude<MarchCheck, { ok: true }>): AppError {
  switch (check.reason) {
    case 'NO_UNITS':
      return new AppError('NO_UNITS', 'You have to send at least one unit', 'BAD_INPUT');
    case 'MISSING_UNITS':
      return new AppError('MISSING_UNITS', 'You have to have units to send them', 'BAD_INPUT');
    case 'TROOPS_EXCEED_SHIPS':
      return new AppError('TROOPS_EXCEED_SHIPS', troopsText(check.troopDeployment), 'BAD_INPUT', {
        troopDeployment: check.troopDeployment,
      });
    case 'NO_SLOT':
      return new AppError('NO_MARCH_SLOT', 'All march slots are in use', 'CONFLICT');
    default:
      return marchesErrors.badTarget();
  }
}

/** The spec's text with its placeholder filled in. */
export const TROOPS_TEXT = 'Not enough space ships to deploy $troopDeployment ground units';
export const troopsText = (n: number) => TROOPS_TEXT.replace('$troopDeployment', String(n));

export const marchesErrors = {
  badTarget: () => new AppError('BAD_TARGET', 'Invalid celestial object, contact support', 'BAD_INPUT'),
  sendFailed: () => new AppError('SEND_FAILED', 'Sending units failed, please try again later'),
  shielded: () => new AppError('SHIELDED', 'Your planetary shield is active, cannot send units', 'CONFLICT'),
  scoutFailed: () => new AppError('SCOUT_FAILED', 'Scout failed', 'BAD_INPUT'),
  scoutStopFailed: () => new AppError('SCOUT_STOP_FAILED', 'Scouting stop failed', 'CONFLICT'),
  noAgency: () =>
    new AppError('REQUIREMENT_MISSING', 'Required building does not have enough level', 'BAD_INPUT', {
      requirement: { buildingId: 'intelligence-agency', level: 1 },
    }),
  notRecallable: () => new AppError('NOT_RECALLABLE', 'This march can no longer be recalled', 'CONFLICT'),
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
