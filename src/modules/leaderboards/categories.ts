/** The rankings' categories and scopes (names are the API's and the texts' keys). */
import { RANKING_CATEGORIES, type RankingCategory } from '../../game/rankings.ts';

export {
  RANKING_CATEGORIES,
  RANKING_SCOPES,
  type RankingCategory,
  type RankingScope,
} from '../../game/rankings.ts';

/** How often a world's rankings are computed again (the ranking screen says when they were). */
export const RANKING_REFRESH_MS = 10 * 60_000;

/** A page of a ranking holds at most this many places. */
export const RANKING_PAGE_MAX = 100;

export type Scores = Record<RankingCategory, number>;
export const noScores = (): Scores => Object.fromEntries(RANKING_CATEGORIES.map((c) => [c, 0])) as Scores;
