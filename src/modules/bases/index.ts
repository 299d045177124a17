/**
 * Bases: a profile's home system and its living state (levels, resources), settled lazily over
 * the timeline by the kernel (src/kernel), which this module hands its rows (`basesStore`). Other
 * modules change a base only inside the kernel's `lockAndSettleProfile` transaction, and read its
 * timeline state settled (reads.ts).
 */
export { type BaseView, baseView, type QueueItemView } from './view.ts';
export { basesStore } from './store.ts';
// production and upkeep, handed over as each base is saved (decision 090)
export { type BaseFlows, onBaseFlows } from './flows.ts';
export { basesTimelineKinds, inProgress, isQueueItem, type QueueItemDone } from './kinds.ts';
export { basesTasks, SWEEP_GRACE_MS } from './jobs.ts';
export { basesRouter } from './procedures.ts';
export { basePosition, basePositionOfProfile, settledBaseOfProfile } from './reads.ts';
// where bases stand, and the summaries every settle writes on the row (reads.ts says why these are read as stored)
export {
  baseIdOfProfile,
  basesInArea,
  countBasesByWorld,
  findBase,
  findBaseAt,
  influenceByProfile,
  moveBase,
  ownersOfBases,
  influenceStanding,
  rankOf,
  rankingFigures,
} from './repo.ts';
// the map's overview and fleets: bases counted per overview cell, and where given bases stand
export { baseCountsByCell, basePositions, watchPosts } from './repo.ts';
export { placeBase } from './service.ts';
// the one place a queue item starts (a build plan's step starts there too, decision 072)
export { beginQueueItem, type QueueStart } from './queue-start.ts';
// vacation freezes a base and thaws it (decision 055)
export { freezeBase, thawBase } from './freeze.ts';
// inactivity takes a base off the map and puts it back (decision 068)
export { ghostsAmong, setBaseRemoved } from './repo.ts';
export { basesCatalogue } from './errors.ts';
