/**
 * What a bot sitting a friend's base may send (decision 066): the GraphQL commands of the server's
 * allow-list (src/game/sitting-commands.ts) that never reach a player. Fleets are left out
 * altogether — a bot cannot tell from a map cell alone whether a base sits there — so a sitting
 * bot never sends a command the server would refuse as 'A sitter cannot do this'.
 */
export const SITTER_MUTATIONS: ReadonlySet<string> = new Set([
  'startBuildingUpgrade',
  'cancelQueueItem',
  'startResearch',
  'trainUnits',
  'healUnits',
  'recallMarch',
  'useItem',
  'speedUp',
  'claimTask',
  'claimAllTasks',
  'claimReward',
  'claimAllRewards',
]);

/** The first field of a mutation document ('mutation($b:String!){ startBuildingUpgrade(…) }'), or null for a query. */
export function mutationField(query: string): string | null {
  const m = /^\s*mutation\b[^{]*\{\s*(\w+)/.exec(query);
  return m ? (m[1] ?? null) : null;
}

/** May a bot sitting a base send this document? Reads always; commands only from the list. */
export function sitterMaySend(query: string): boolean {
  const field = mutationField(query);
  return field === null || SITTER_MUTATIONS.has(field);
}
