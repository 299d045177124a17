/**
 * The map's zoom levels: cells from the centre to the edge of the view, closest first. The map asks
 * the server for one ring more than it shows (a fleet's course or a drag never reveals a blank edge),
 * and the server answers at most 20 cells around a spot (galaxy MAX_MAP_RADIUS), so the widest level
 * is 19. From the widest two levels the map draws objects as plain dots (their marks would be too
 * small to read), bases and fleets still by their marks.
 */
export const ZOOM_RADII = [4, 7, 10, 14, 19] as const;
/** The level the map opens at: 7 cells each side, 15 × 15 spots. */
export const DEFAULT_ZOOM = 1;
/** What the server answers at most (src/modules/galaxy MAX_MAP_RADIUS; the browser cannot import it). */
export const SERVER_MAX_RADIUS = 20;

/** The zoom level after a step in (−1) or out (+1), held to the levels there are. */
export const zoomStep = (level: number, step: number) => Math.max(0, Math.min(ZOOM_RADII.length - 1, level + step));

export const radiusAt = (level: number): number => ZOOM_RADII[zoomStep(level, 0)] ?? ZOOM_RADII[DEFAULT_ZOOM];

/** Objects as dots rather than marks: a cell is too small on screen for a mark at this radius. */
export const dotsAt = (radius: number) => radius >= 14;
