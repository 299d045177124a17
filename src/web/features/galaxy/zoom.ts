/**
 * The map's zoom levels: cells from the centre to the edge of the view, closest first. The map asks
 * the server for one ring more than it shows (a fleet's course or a drag never reveals a blank edge).
 * The widest level stays at 10 (21 × 21 spots, a read of radius 11): that is the window the map
 * viewport goal is measured at (p95 ≤ 10 ms at 100,000 bases, bench/map-viewport.ts); a read of
 * radius 20 answers three times the items and measured 13.7 ms. Further out, the overview beside the
 * map shows the whole galaxy.
 */
export const ZOOM_RADII = [3, 5, 7, 10] as const;
/** The level the map opens at: 7 cells each side, 15 × 15 spots. */
export const DEFAULT_ZOOM = 2;
/** The widest read the viewport goal holds for (bench/map-viewport.ts `getMapWidestZoom`). */
export const WIDEST_READ = 11;

/** The zoom level after a step in (−1) or out (+1), held to the levels there are. */
export const zoomStep = (level: number, step: number) => Math.max(0, Math.min(ZOOM_RADII.length - 1, level + step));

export const radiusAt = (level: number): number => ZOOM_RADII[zoomStep(level, 0)] ?? ZOOM_RADII[DEFAULT_ZOOM];
