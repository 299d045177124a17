/**
 * Fleet orders (decision 073): repeat orders (targets farmed in turn, the fleet sent again as it
 * comes home) and contingency rules (a base that evades or shields itself before an attack it
 * cannot hold lands). The marches module tells it of fleets home, recalled and launched at a base.
 */
export { fleetOrdersRouter } from './procedures.ts';
export { fleetOrdersCatalogue } from './errors.ts';
export { repeatLostFleets, repeatOnHome, repeatOnRecall } from './repeat.ts';
export { contingencyOnRaid, contingencyOnRecall, contingencyTimelineKind } from './contingency.ts';
export { evadeLegKind } from './evacuation.ts';
export { allyBasesOf } from './to-ally.ts';
