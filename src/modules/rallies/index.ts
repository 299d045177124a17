/** Rallies: an alliance strikes one target together. docs/decisions/020-rallies.md. */
export { ralliesRouter } from './procedures.ts';
export { onMemberLeft as ralliesOnMemberLeft, RALLY_EVENT } from './service.ts';
export { rallyLegKind, rallyTimelineKind } from './timeline.ts';
export { ralliesInFlight } from './in-flight.ts';
export { ralliesCatalogue } from './errors.ts';
export { followRallyLegs } from './dilation.ts';
