/** Sitting (decisions 055, 066): an owner's named sitters act on the base, audited, within limits. */
export { sittingRouter } from './procedures.ts';
export { sittingGate } from './gate.ts';
export { sittingCatalogue, sittingErrors, SITTING_TEXTS } from './errors.ts';
export { sittingTimelineKind } from './timeline.ts';
