/** The galaxy: each world's map of celestial objects (generated from its seed) with the players' bases. */
export { galaxyRouter } from './procedures.ts';
export { MAX_MAP_RADIUS, readMap } from './service.ts';
export { lockObject, objectNow, removeObject, sweepRadar, type WorldMap } from './objects.ts';
