/** Texts of season (English and German), apart from en.ts and de.ts. */
export const seasonEn = {};

export const seasonDe: typeof seasonEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const seasonServerDe: Record<string, string> = {};
