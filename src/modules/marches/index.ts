/**
 * The fleets: every march of every kind (an attack, a gathering, a raid, a scout, an occupation, a
 * reinforcement, a trip through the portal, a convoy, a rally member's share) and its legs. This
 * module alone reads and writes the `marches` table; other modules launch, change, send home and
 * read fleets through here, and register what their kinds do on arrival (legs.ts).
 */
export { marchesRouter } from './procedures.ts';
export { fleetsAround } from './service.ts';
// the send funnel in the caller's transaction: the operations planner launches a member's wave as
// the send dialog would (decision 071), a repeat order its first fleet with the order
export { sendMarch } from './service.ts';
export { marchLegKinds, marchTimelineKind } from './timeline.ts';
// the registry of march kinds: each kind's arrival, declared by the composition root
export { type ArrivalHandler, type LegKindDef, registerLegKinds } from './legs.ts';
// the spec's refusal texts for sending units
export { marchesErrors, marchRefusal } from './errors.ts';
// writing fleets: every write is pushed to the owner as a unit group in the same transaction
export { insertMarch as launchMarch, updateMarch } from './store.ts';
export { cancelArrival, fleetGone, flyHome, scheduleArrival } from './legs.ts';
// the vault's run writes its way home itself (it has not moved to `flyHome` yet)
export { MARCH_EVENT } from './legs.ts';
// reading fleets
export {
  activeMarches as activeMarchesOf,
  findMarchForUpdate,
  incomingMarches as incomingMarchesTo,
  type MarchPatch,
  type MarchRow,
  marchesOfRallies,
  marchSlotsInUse,
  marchStatsByWorld,
  type NewMarch,
  ralliesJoinedBy,
  raidsInFlight,
} from './repo.ts';
// reinforcements: a base's defenders for battles fought elsewhere (a rally's), leaving the alliance
export { allied, applyReinforcementOutcomes, reinforcementsOnMemberLeft, stationedAt } from './reinforcements.ts';
// occupied objects: who holds one (a rally or the black market asks), and letting it go
export { occupyTasks } from './occupying.ts';
export { driveOffHolder, heldByOther, holderAt, holderForUpdate, statsOf as holderStats } from './occupying.ts';
export { marchesCatalogue } from './errors.ts';
// the war room (decision 070): a hostile launch heard by the defender's alliance
export { warnAlliance } from './alliance-warning.ts';
// fleet orders: the send funnel from a settled base, and what listens to fleets home, recalled, launched
export { launchFleet } from './launch.ts';
export { recallGatherers } from './recall-gatherers.ts';
export {
  type HomecomingObserver,
  observeMarches,
  type RaidHoldObserver,
  type RaidObserver,
  type RecallObserver,
} from './legs.ts';
// a rally leaving for a base is heard as a raid: what its commands hold, and its launch (decision 073)
export { basesToHoldFor, raidLaunched } from './legs.ts';
// time dilation (decision 056): a leg's copies move with its event
export { followMarchLegs } from './dilation.ts';
