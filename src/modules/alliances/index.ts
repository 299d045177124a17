/** Alliances: name and TAG, members with roles, applications; the embassy is needed to found or join. */
export { alliancesRouter } from './procedures.ts';
export { alliancesWithMembers, countAlliancesByWorld, membershipOf } from './repo.ts';
// the event ranking: who is in which alliance, and what those are called
export { allianceNamesOf, alliancesOfCommanders } from './repo.ts';
export { MEMBER_LEFT_TASK, MemberLeft } from './service.ts';
// rallies: who hears of a rally's changes
export { membersOf } from './repo.ts';
export { allianceOfCommander, renameAlliance, restoreLeadership } from './service.ts';
export { alliancesCatalogue } from './errors.ts';
// diplomacy: the other alliance of a relation
export { findAlliance } from './repo.ts';
