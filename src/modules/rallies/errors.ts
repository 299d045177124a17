import { AppError } from '../../platform/errors.ts';

/** The spec's rally texts (§8), and ours in their style where the spec has none. */
export const ralliesErrors = {
  creationFailed: (why: string) => new AppError('RALLY_CREATION_FAILED', 'Rally creation failed', 'BAD_INPUT', { why }),
  joinFailed: () => new AppError('RALLY_JOIN_FAILED', 'Failed to join rally, please try again later', 'CONFLICT'),
  alreadyIn: () => new AppError('RALLY_ALREADY_IN', 'You are already in this rally', 'CONFLICT'),
  ownRally: () => new AppError('RALLY_OWN', 'You cannot join your own rally', 'BAD_INPUT'),
  notAvailable: () => new AppError('RALLY_NOT_AVAILABLE', 'Rally not available', 'NOT_FOUND'),
  inProgress: () => new AppError('RALLY_IN_PROGRESS', 'Rally is already in progress', 'CONFLICT'),
  /** more units than the room left: refused, never trimmed */
  full: (room: number) => new AppError('RALLY_FULL', FULL_TEXT.replace('$room', String(room)), 'CONFLICT', { room }),
  tooLate: () => new AppError('RALLY_TOO_LATE', 'Your units cannot reach the rally before it leaves', 'CONFLICT'),
  notMember: () => new AppError('RALLY_NOT_MEMBER', 'You are not in this rally', 'CONFLICT'),
  notLeader: () => new AppError('RALLY_NOT_LEADER', 'Only the leader can cancel the rally', 'CONFLICT'),
  leaderCannotLeave: () =>
    new AppError('RALLY_LEADER_LEAVES', 'The leader cancels the rally instead of leaving it', 'BAD_INPUT'),
};

export const FULL_TEXT = 'The rally has room for $room more units';
