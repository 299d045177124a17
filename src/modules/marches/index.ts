/**
 * Marches: fleets sent from a base to a spot of the map — attacks on pirate ships and commanders,
 * gathering, occupying, reinforcing an ally, travel through the portal — and home again.
 */
export { marchesRouter } from './procedures.ts';
export { fleetsAround, MARCH_EVENT } from './service.ts';
export { marchStatsByWorld } from './repo.ts';
export { marchTimelineKind } from './timeline.ts';
// rallies: the spec's refusal texts for sending units
export { marchesErrors, marchRefusal } from './errors.ts';
// rallies write their members' march rows: each write is pushed as a unit group like the marches' own
export { tell as pushMarchGroup } from './store.ts';
// reinforcements: a base's defenders for battles fought elsewhere (a rally's), withdraw/expel, leaving the alliance
export { applyReinforcementOutcomes, reinforcementsOnMemberLeft, stationedAt } from './reinforcements.ts';
export { occupyTasks } from './occupying.ts';
// rallies against an occupied object: who holds it, and letting it go
export { driveOffHolder, heldByOther, holderAt, holderForUpdate, statsOf as holderStats } from './occupying.ts';
export { updateMarch as updateHolder } from './store.ts';
export { allied } from './reinforcements.ts';
// portal missions (module missions) send fleets through the portal: they write march rows through here
export { insertMarch as insertMarchRecord, updateMarch as updateMarchRecord } from './store.ts';
export {
  activeMarches as activeMarchesOf,
  findMarchForUpdate,
  incomingMarches as incomingMarchesTo,
  type MarchRow,
} from './repo.ts';
export type { MarchLeg } from './legs.ts';
export { marchesCatalogue } from './errors.ts';
