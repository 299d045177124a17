import { AppError } from '../../platform/errors.ts';

/** Refusals of the worlds module, with the spec's texts. */
export const worldsErrors = {
  createProfile: (reason: string) =>
    new AppError('PROFILE_CREATE_FAILED', 'Error creating profile', 'BAD_INPUT', { reason }),
  enterProfile: () => new AppError('PROFILE_ENTER_FAILED', 'Error entering profile', 'BAD_INPUT'),
  usernameChange: (reason: string) =>
    new AppError('USERNAME_CHANGE_FAILED', 'Username change failed', 'BAD_INPUT', { reason }),
  avatarChange: () => new AppError('AVATAR_CHANGE_FAILED', 'Avatar change failed', 'BAD_INPUT'),
  worldNameTaken: () => new AppError('WORLD_NAME_TAKEN', 'A world with this name already exists', 'CONFLICT'),
  profileNotFound: () => new AppError('PROFILE_NOT_FOUND', 'Profile not found', 'NOT_FOUND'),
  speedLocked: (field: 'speed' | 'economySpeed' = 'speed') =>
    new AppError('SPEED_LOCKED', 'The speed of a world can change only while no commander lives there', 'CONFLICT', {
      field,
    }),
  nothingChanged: () =>
    new AppError('NOTHING_CHANGED', 'Nothing to change: these are the settings already', 'BAD_INPUT'),
  worldNotFound: () => new AppError('WORLD_NOT_FOUND', 'World not found', 'NOT_FOUND', { field: 'worldId' }),
};
