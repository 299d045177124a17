/**
 * The keys of the queries a push can change, in one place: the push router (push-routes.ts) and the
 * hooks that read them agree by construction. Feature modules re-export theirs from here.
 *
 * A query of the commander's game data is keyed by its name and, last, the profile it belongs to
 * (gameKey), so another profile entered in this tab never shows this one's cached data. Invalidations
 * match by the name, a prefix of the key, as before; writing into the cache needs the whole key.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getSessionState, useSession } from './session.ts';

export const RALLIES_KEY = ['rallies'];
export const MISSIONS_KEY = ['missions'];
export const CONVOYS_KEY = ['trade-convoys'];
export const REINFORCEMENTS_KEY = ['reinforcements'];
export const GARRISON_KEY = ['garrison'];
/** the commander's friends (features/profiles), read again on a `friends` push */
export const FRIENDS_KEY = ['friends'];
/** the alliance's relations with others (decision 070) */
export const DIPLOMACY_KEY = ['diplomacy'];
export const REPORTS_KEY = ['reports'];
export const ME_KEY = ['me'];
/** the base's build plan (decision 072): read again with the base on every `base-changed` push */
export const PLAN_KEY = ['plan'];
/** the alliance's help requests, operations and announcement (decision 071) */
export const ALLY_HELP_KEY = ['alliance-help'];
export const ALLY_OPS_KEY = ['alliance-operations'];
export const ALLY_NOTICE_KEY = ['alliance-announcement'];

/**
 * How long an answer counts as fresh for the queries that the page and the shell's panels both read
 * (base, tasks, marches, incoming attacks): each of them mounting as a page opens does not ask the
 * server again and re-render the page with an equal answer. Pushes and due times still invalidate
 * them at once.
 */
export const SHARED_FRESH_MS = 5_000;

/** The key of a query of a profile's game data: its name, then the profile. */
export function gameKey(profileId: string | null, name: QueryKey): QueryKey {
  return [...name, { profile: profileId }];
}

/** gameKey for the profile entered now (a hook: it follows a change of profile). */
export function useGameKey(name: QueryKey): QueryKey {
  return gameKey(useSession().profileId, name);
}

/** gameKey for the profile entered now, outside React (the push router). */
export const currentGameKey = (name: QueryKey): QueryKey => gameKey(getSessionState().profileId, name);
