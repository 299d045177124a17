import { SHARED_NETWORK_REFUSAL } from '../../game/index.ts';
import { defineErrors, platformError } from '../../platform/errors.ts';

/** The social module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: socialCatalogue, raise: socialError } = defineErrors({
  SOCIAL_SELF: 'You cannot choose yourself',
  IGNORED: ['This commander does not accept your messages', 'FORBIDDEN'],
  NOT_IGNORED: ['You do not ignore this commander', 'CONFLICT'],
  YOU_IGNORE: ['You ignore this commander: stop ignoring them first', 'CONFLICT'],
  FRIEND_ASKED: ['A friend request between you is already open', 'CONFLICT'],
  ALREADY_FRIENDS: ['You are already friends', 'CONFLICT'],
  NO_FRIEND_REQUEST: ['Friend request not available', 'CONFLICT'],
  NOT_FRIENDS: ['You are not friends with this commander', 'CONFLICT'],
  NETWORK_DECLARED: ['A shared network with this commander is already declared', 'CONFLICT'],
  NO_NETWORK: ['Shared network declaration not available', 'CONFLICT'],
  SHARED_NETWORK: [SHARED_NETWORK_REFUSAL, 'CONFLICT'],
  SEARCH_SHORT: 'Search must have at least 2 characters',
});

/** Refusals of the social module, in the style of the spec's catalogue. */
export const socialErrors = {
  unknown: () => platformError('UNKNOWN_COMMANDER', { field: 'username' }),
  self: () => socialError('SOCIAL_SELF', { field: 'username' }),
  ignoresYou: () => socialError('IGNORED'),
  notIgnored: () => socialError('NOT_IGNORED'),
  youIgnore: () => socialError('YOU_IGNORE'),
  alreadyAsked: () => socialError('FRIEND_ASKED'),
  alreadyFriends: () => socialError('ALREADY_FRIENDS'),
  noRequest: () => socialError('NO_FRIEND_REQUEST'),
  notFriends: () => socialError('NOT_FRIENDS'),
  alreadyDeclared: () => socialError('NETWORK_DECLARED'),
  noDeclaration: () => socialError('NO_NETWORK'),
  sharedNetwork: () => socialError('SHARED_NETWORK'),
  search: () => socialError('SEARCH_SHORT', { field: 'name' }),
};
