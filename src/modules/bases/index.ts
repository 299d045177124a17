/** Bases: a profile's home system on the world map. Issue 3 grows it into the living base. */
export { findBaseByProfile } from './repo.ts';
export { placeBase } from './service.ts';
