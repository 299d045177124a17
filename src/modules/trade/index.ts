/** Trade between commanders: convoys, the black market at trading stations, the smuggler's den. */
export { tradeRouter } from './procedures.ts';
export { convoyLegKind, convoyTimelineKind } from './convoys.ts';
export { orderTasks } from './orders.ts';
export { listFeedingPairs } from './feeding.ts';
export { tradeCatalogue } from './errors.ts';
export { BOARD_DAYS, type MarketAnomaly, type StationSeries } from './market-board.ts';
