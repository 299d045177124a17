/**
 * The keys of the queries a push can change, in one place: the push router (push-routes.ts) and the
 * hooks that read them agree by construction. Feature modules re-export theirs from here.
 */
export const RALLIES_KEY = ['rallies'];
export const MISSIONS_KEY = ['missions'];
export const CONVOYS_KEY = ['trade-convoys'];
export const REINFORCEMENTS_KEY = ['reinforcements'];
export const GARRISON_KEY = ['garrison'];
export const REPORTS_KEY = ['reports'];
export const ME_KEY = ['me'];
