import { defineErrors, platformError } from '../../platform/errors.ts';

/** The worlds module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: worldsCatalogue, raise: worldsError } = defineErrors({
  PROFILE_CREATE_FAILED: 'Error creating profile',
  PROFILE_ENTER_FAILED: 'Error entering profile',
  USERNAME_CHANGE_FAILED: 'Username change failed',
  AVATAR_CHANGE_FAILED: 'Avatar change failed',
  WORLD_NAME_TAKEN: ['A world with this name already exists', 'CONFLICT'],
  SPEED_LOCKED: ['The speed of a world can change only while no commander lives there', 'CONFLICT'],
  NOTHING_CHANGED: 'Nothing to change: these are the settings already',
  REGISTRATION_CLOSED: ['Registration for this world has closed: join a world that is still open', 'CONFLICT'],
});

/** Refusals of the worlds module, with the spec's texts. */
export const worldsErrors = {
  createProfile: (reason: string) => worldsError('PROFILE_CREATE_FAILED', { reason }),
  enterProfile: () => worldsError('PROFILE_ENTER_FAILED'),
  usernameChange: (reason: string) => worldsError('USERNAME_CHANGE_FAILED', { reason }),
  avatarChange: () => worldsError('AVATAR_CHANGE_FAILED'),
  worldNameTaken: () => worldsError('WORLD_NAME_TAKEN'),
  profileNotFound: () => platformError('PROFILE_NOT_FOUND'),
  speedLocked: (field: 'speed' | 'economySpeed' = 'speed') =>
    worldsError('SPEED_LOCKED', {
      field,
    }),
  nothingChanged: () => worldsError('NOTHING_CHANGED'),
  registrationClosed: () => worldsError('REGISTRATION_CLOSED', { field: 'worldId' }),
  worldNotFound: () => platformError('WORLD_NOT_FOUND', { field: 'worldId' }),
};
