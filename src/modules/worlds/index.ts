/** Worlds and profiles: galaxies with an opening time, and an account's life (profile) in each. */
export { worldsRouter } from './procedures.ts';
export {
  commandersByIds,
  findProfileByName,
  ghostProfilesOfAccount,
  findWorld,
  listWorlds,
  profilesOfAccounts,
  profilesOfWorld,
  searchCommanders,
} from './repo.ts';
export { profileNames, renameCommander, seedWorld, worldOfProfile } from './service.ts';
export { worldsCatalogue } from './errors.ts';
export { onProfileCreated, type ProfileCreatedListener } from './profile-created.ts';
