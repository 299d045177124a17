/** Texts of fleetorders (English and German), apart from en.ts and de.ts. */
export const fleetordersEn = {};

export const fleetordersDe: typeof fleetordersEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const fleetordersServerDe: Record<string, string> = {};
