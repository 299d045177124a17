/**
 * Social: whom a commander ignores, their friends, their public page and the search by name, and
 * shared-network declarations with the fleets' guard (`refuseIfSharedNetwork`).
 */
export { socialRouter } from './procedures.ts';
export { ignoredBy, ignorersOfLine, refuseIfIgnored } from './ignores.ts';
export {
  declaredSharedNetwork,
  refuseIfSharedNetwork,
  sharedNetworkBars,
  sharedNetworksAmong,
} from './shared-network.ts';
export { listFriends } from './friends.ts';
export { listIgnored } from './ignores.ts';
export { listSharedNetworksOf } from './shared-network.ts';
export { socialCatalogue } from './errors.ts';
