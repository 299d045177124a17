/** The rankings' categories and scopes (names are the API's and the texts' keys): one list for the server and the screens. */
export const RANKING_CATEGORIES = [
  'influence',
  'economy',
  'research',
  'units-built',
  'units-destroyed',
  'units-lost',
  'battles-won',
  'pirates',
  'vault',
] as const;
export type RankingCategory = (typeof RANKING_CATEGORIES)[number];

export const RANKING_SCOPES = ['commanders', 'alliances'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];
