/** What the server answers about alliance operations (decision 071). */
import type { OperationPlanCheck } from '../../game/index.ts';
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: allyOpsCatalogue, raise: allyOpsError } = defineErrors({
  OP_ROLE: ['Only leaders and officers plan operations', 'CONFLICT'],
  OP_NO_TARGETS: 'Pick at least one target',
  OP_TOO_MANY_TARGETS: 'An operation has at most 5 targets',
  OP_LANDING_PAST: 'The landing time must be in the future',
  OP_LANDING_TOO_FAR: 'An operation lands within the next 7 days',
  OP_NOT_FOUND: ['Operation not found', 'NOT_FOUND'],
  OP_BAD_TARGET: 'Pick one of the operation’s targets',
  OP_TOO_LATE: ['Your fleet cannot land by then: the earliest it could land is $earliest UTC', 'CONFLICT'],
  OP_ALREADY_JOINED: ['You already joined this operation', 'CONFLICT'],
  OP_TOO_EARLY: ['It is not your launch time yet: launch at $launchAt UTC', 'CONFLICT'],
  OP_MISSED: ['Your launch window has passed: the fleet would land at $landsAt UTC, after the others', 'CONFLICT'],
  OP_NOT_JOINED: ['You have not joined this operation', 'CONFLICT'],
  OP_LAUNCHED: ['Your wave of this operation has left already', 'CONFLICT'],
  OP_EDIT_LEFT: ['Waves of this operation have left already: it can no longer be changed', 'CONFLICT'],
  OP_EDIT_TOO_EARLY: [
    'The landing time is too early for $commander’s wave: the earliest every joined wave can land is $earliest UTC',
    'CONFLICT',
  ],
  ANNOUNCE_ROLE: ['Only the alliance leader posts announcements', 'CONFLICT'],
  ANNOUNCE_EMPTY: 'Write the announcement first',
  ANNOUNCE_LONG: 'An announcement has at most $max characters',
});

/** A second as the refusals write it (UTC). */
export const utcSecond = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export const allyOpsErrors = {
  plan: (reason: Exclude<OperationPlanCheck, { ok: true }>['reason']) =>
    allyOpsError(reason === 'ROLE' ? 'OP_ROLE' : `OP_${reason}`),
  notFound: () => allyOpsError('OP_NOT_FOUND'),
  badTarget: () => allyOpsError('OP_BAD_TARGET'),
  tooLate: (earliest: number) => allyOpsError('OP_TOO_LATE', { earliest: utcSecond(earliest) }),
  alreadyJoined: () => allyOpsError('OP_ALREADY_JOINED'),
  tooEarly: (launchAt: number) => allyOpsError('OP_TOO_EARLY', { launchAt: utcSecond(launchAt) }),
  missed: (landsAt: number) => allyOpsError('OP_MISSED', { landsAt: utcSecond(landsAt) }),
  notJoined: () => allyOpsError('OP_NOT_JOINED'),
  launched: () => allyOpsError('OP_LAUNCHED'),
  editLeft: () => allyOpsError('OP_EDIT_LEFT'),
  editTooEarly: (commander: string, earliest: number) =>
    allyOpsError('OP_EDIT_TOO_EARLY', { commander, earliest: utcSecond(earliest) }),
};
