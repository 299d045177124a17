import { SHARED_NETWORK_REFUSAL } from '../../game/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Refusals of the social module, in the style of the spec's catalogue. */
export const socialErrors = {
  unknown: () =>
    new AppError('UNKNOWN_COMMANDER', 'There is no commander of that name in this world', 'NOT_FOUND', {
      field: 'username',
    }),
  self: () => new AppError('SOCIAL_SELF', 'You cannot choose yourself', 'BAD_INPUT', { field: 'username' }),
  ignoresYou: () => new AppError('IGNORED', 'This commander does not accept your messages', 'FORBIDDEN'),
  notIgnored: () => new AppError('NOT_IGNORED', 'You do not ignore this commander', 'CONFLICT'),
  youIgnore: () => new AppError('YOU_IGNORE', 'You ignore this commander: stop ignoring them first', 'CONFLICT'),
  alreadyAsked: () => new AppError('FRIEND_ASKED', 'A friend request between you is already open', 'CONFLICT'),
  alreadyFriends: () => new AppError('ALREADY_FRIENDS', 'You are already friends', 'CONFLICT'),
  noRequest: () => new AppError('NO_FRIEND_REQUEST', 'Friend request not available', 'CONFLICT'),
  notFriends: () => new AppError('NOT_FRIENDS', 'You are not friends with this commander', 'CONFLICT'),
  alreadyDeclared: () =>
    new AppError('NETWORK_DECLARED', 'A shared network with this commander is already declared', 'CONFLICT'),
  noDeclaration: () => new AppError('NO_NETWORK', 'Shared network declaration not available', 'CONFLICT'),
  sharedNetwork: () => new AppError('SHARED_NETWORK', SHARED_NETWORK_REFUSAL, 'CONFLICT'),
  search: () => new AppError('SEARCH_SHORT', 'Search must have at least 2 characters', 'BAD_INPUT', { field: 'name' }),
};
