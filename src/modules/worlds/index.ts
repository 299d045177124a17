/** Worlds and profiles: galaxies with an opening time, and an account's life (profile) in each. */
export { worldsRouter } from './procedures.ts';
export {
  commandersByIds,
  findProfileByName,
  ghostProfilesOfAccount,
  findWorld,
  listWorlds,
  profilesOfAccounts,
  closeRegistration,
  profilesOfWorld,
  searchCommanders,
} from './repo.ts';
export { profileNames, renameCommander, seedWorld, worldOfProfile } from './service.ts';
export { worldsCatalogue } from './errors.ts';
export { onProfileCreated, type ProfileCreatedListener } from './profile-created.ts';
// a world's season (decision 069): its closing sequence's instants, and the hook told of new worlds
export { addWorldCreatedHook, phaseOf, seasonOf, VICTORY_KINDS, type WorldSeason } from './season.ts';
export { findWorldOfProfile } from './repo.ts';
// when each world's clock stops: the settle's horizon (decision 069)
export { worldEnds } from './ends.ts';
// time dilation (decision 056): the controller that sets each world's clock factor
export { controlDilation, DILATION_TASK, worldClockTopic, worldsDilationTasks, worldStatus } from './dilation.ts';
