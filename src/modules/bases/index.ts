/**
 * Bases: a profile's home system and its living state (levels, resources), settled lazily over
 * the timeline. Other modules change a base only inside `lockAndSettleProfile`'s transaction, and
 * read its timeline state settled (reads.ts).
 */
export { type BaseView, baseView, type QueueItemView } from './view.ts';
export {
  announceChange,
  baseNotFound,
  inProgress,
  isQueueItem,
  lockAndSettle,
  lockAndSettleMany,
  lockAndSettleProfile,
  lockAndSettleProfileWith,
  registerTimelineKinds,
  type SettledBase,
  saveState,
  type TimelineContext,
  type TimelineHandler,
  type TimelineKindDef,
} from './engine.ts';
export { basesTimelineKinds } from './kinds.ts';
export { basesTasks, SWEEP_GRACE_MS } from './jobs.ts';
export { basesRouter } from './procedures.ts';
export { basePosition, basePositionOfProfile, settledBaseOfProfile } from './reads.ts';
// where bases stand, and the summaries every settle writes on the row (reads.ts says why these are read as stored)
// the map's overview and fleets: bases counted per overview cell, and where given bases stand
export { baseCountsByCell, basePositions } from './repo.ts';
export { basesInArea, countBasesByWorld, findBaseAt, influenceByProfile, moveBase, rankOf, topBases } from './repo.ts';
export { placeBase } from './service.ts';
