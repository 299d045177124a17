/** The rankings' categories and scopes (names are the API's and the texts' keys). */
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

/** How often a world's rankings are computed again (the ranking screen says when they were). */
export const RANKING_REFRESH_MS = 10 * 60_000;

/** A page of a ranking holds at most this many places. */
export const RANKING_PAGE_MAX = 100;

export type Scores = Record<RankingCategory, number>;
export const noScores = (): Scores => Object.fromEntries(RANKING_CATEGORIES.map((c) => [c, 0])) as Scores;
