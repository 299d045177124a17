/** Mission Control: portal missions offered per commander, units deployed through the portal, their outcome. docs/decisions/025-portal-missions.md. */
export { missionsRouter } from './procedures.ts';
export { missionTimelineKind } from './timeline.ts';
export { missionsCatalogue } from './errors.ts';
export { followMissionLegs } from './dilation.ts';
