/** What the server answers about vacation (decision 055), in the spec's style. */
import type { VacationBlocker } from '../../game/index.ts';
import { defineErrors } from '../../platform/errors.ts';

/** The vacation module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: vacationCatalogue, raise: vacationError } = defineErrors({
  VACATION_FLEETS_AWAY: ['Bring your fleets home before going on vacation', 'CONFLICT'],
  VACATION_REINFORCING: ['Withdraw your reinforcements before going on vacation', 'CONFLICT'],
  VACATION_IN_RALLY: ['Leave your rallies before going on vacation', 'CONFLICT'],
  VACATION_INCOMING_ATTACK: ['You cannot go on vacation while an attack is on its way to you', 'CONFLICT'],
  VACATION_OCCUPYING: ['Call your fleets home from the objects they hold before going on vacation', 'CONFLICT'],
  VACATION_COOLDOWN: ['Your last vacation ended less than 7 days ago', 'CONFLICT'],
  VACATION_ALREADY_ON: ['You are already on vacation', 'CONFLICT'],
  VACATION_NOT_ON: ['You are not on vacation', 'CONFLICT'],
  VACATION_TOO_SOON: ['A vacation lasts at least 48 hours', 'CONFLICT'],
});

export const vacationErrors = {
  cannotStart: (reason: VacationBlocker, until?: number) =>
    vacationError(`VACATION_${reason}`, until ? { until } : undefined),
  notOn: () => vacationError('VACATION_NOT_ON'),
  tooSoon: (until: number) => vacationError('VACATION_TOO_SOON', { until }),
};

/** Every text above, for the translations' completeness test. */
export const VACATION_TEXTS = [
  ...Object.values(vacationCatalogue).map((d) => d.message),
  'You are on vacation: end it to give orders',
];
