/** The social lists' query keys (the friends list is kept fresh by the push router when another commander asks or answers). */

export { FRIENDS_KEY } from '../../lib/query-keys.ts';
export const IGNORED_KEY = ['ignored-commanders'];
export const NETWORKS_KEY = ['shared-networks'];
export const COMMANDER_KEY = ['commander'];
