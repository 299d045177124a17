import { defineErrors } from '../../platform/errors.ts';

/** The rallies module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: ralliesCatalogue, raise: ralliesError } = defineErrors({
  RALLY_FULL: ['The rally has room for $room more units', 'CONFLICT'],
  RALLY_CREATION_FAILED: 'Rally creation failed',
  RALLY_JOIN_FAILED: ['Failed to join rally, please try again later', 'CONFLICT'],
  RALLY_ALREADY_IN: ['You are already in this rally', 'CONFLICT'],
  RALLY_OWN: 'You cannot join your own rally',
  RALLY_NOT_AVAILABLE: ['Rally not available', 'NOT_FOUND'],
  RALLY_IN_PROGRESS: ['Rally is already in progress', 'CONFLICT'],
  RALLY_TOO_LATE: ['Your units cannot reach the rally before it leaves', 'CONFLICT'],
  RALLY_NOT_MEMBER: ['You are not in this rally', 'CONFLICT'],
  RALLY_NOT_LEADER: ['Only the leader can cancel the rally', 'CONFLICT'],
  RALLY_LEADER_LEAVES: 'The leader cancels the rally instead of leaving it',
});

/** The spec's rally texts (§8), and ours in their style where the spec has none. */
export const ralliesErrors = {
  creationFailed: (why: string) => ralliesError('RALLY_CREATION_FAILED', { why }),
  joinFailed: () => ralliesError('RALLY_JOIN_FAILED'),
  alreadyIn: () => ralliesError('RALLY_ALREADY_IN'),
  ownRally: () => ralliesError('RALLY_OWN'),
  notAvailable: () => ralliesError('RALLY_NOT_AVAILABLE'),
  inProgress: () => ralliesError('RALLY_IN_PROGRESS'),
  /** more units than the room left: refused, never trimmed */
  full: (room: number) => ralliesError('RALLY_FULL', { room }),
  tooLate: () => ralliesError('RALLY_TOO_LATE'),
  notMember: () => ralliesError('RALLY_NOT_MEMBER'),
  notLeader: () => ralliesError('RALLY_NOT_LEADER'),
  leaderCannotLeave: () => ralliesError('RALLY_LEADER_LEAVES'),
};
