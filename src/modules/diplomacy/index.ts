/** Diplomacy (decision 070): pacts, alliances of alliances and wars between alliances, and the fleets' guard. */
export { diplomacyRouter } from './procedures.ts';
export { diplomacyCatalogue } from './errors.ts';
export { AlliesParted, DIPLOMACY_ALLIES_PARTED } from './service.ts';
export { alliancesAllied, diplomacyBars, refuseIfPact, relationBetween } from './fleets.ts';
export { relationsOfAlliance } from './map.ts';
