/** What the server answers about vacation (decision 055), in the spec's style. */
import { AppError } from '../../platform/errors.ts';
import type { VacationBlocker } from '../../game/index.ts';

const startRefusals: Record<VacationBlocker, string> = {
  FLEETS_AWAY: 'Bring your fleets home before going on vacation',
  REINFORCING: 'Withdraw your reinforcements before going on vacation',
  IN_RALLY: 'Leave your rallies before going on vacation',
  INCOMING_ATTACK: 'You cannot go on vacation while an attack is on its way to you',
  OCCUPYING: 'Call your fleets home from the objects they hold before going on vacation',
  COOLDOWN: 'Your last vacation ended less than 7 days ago',
  ALREADY_ON: 'You are already on vacation',
};

export const vacationErrors = {
  cannotStart: (reason: VacationBlocker, until?: number) =>
    new AppError(`VACATION_${reason}`, startRefusals[reason], 'CONFLICT', until ? { until } : undefined),
  notOn: () => new AppError('VACATION_NOT_ON', 'You are not on vacation', 'CONFLICT'),
  tooSoon: (until: number) =>
    new AppError('VACATION_TOO_SOON', 'A vacation lasts at least 48 hours', 'CONFLICT', { until }),
  onVacation: () => new AppError('ON_VACATION', 'You are on vacation: end it to give orders', 'FORBIDDEN'),
  targetOnVacation: () => new AppError('TARGET_ON_VACATION', 'This commander is on vacation', 'CONFLICT'),
};

/** Every text above, for the translations' completeness test. */
export const VACATION_TEXTS = [
  ...Object.values(startRefusals),
  'You are not on vacation',
  'A vacation lasts at least 48 hours',
  'You are on vacation: end it to give orders',
  'This commander is on vacation',
];
