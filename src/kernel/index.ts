/**
 * The kernel every domain module stands on: the timeline's settle engine (lock, apply what is due in
 * order, save), its lock closure, and the registry of event kinds. It imports no module: the bases
 * module hands it the rows (`setBaseStore`), modules hand it their kinds (`registerTimelineKinds`).
 */
export { lockClosure } from './locks.ts';
export { type HorizonSource, setHorizonSource } from './horizon.ts';
export { type AppliedEvent, type AppliedObserver, observeAppliedEvents } from './observers.ts';
export {
  registerTimelineKinds,
  type TimelineContext,
  type TimelineHandler,
  type TimelineKindDef,
} from './registry.ts';
export {
  announceChange,
  baseFrozen,
  baseNotFound,
  lockAndSettle,
  lockAndSettleMany,
  lockAndSettleProfile,
  lockAndSettleProfileWith,
  peekProfileBase,
  type SettledBase,
  saveState,
} from './settle.ts';
export { type BaseRow, type BaseStore, type Register, setBaseStore } from './store.ts';
export { kernelCatalogue } from './errors.ts';
