/** Texts of away (English and German), apart from en.ts and de.ts. */
export const awayEn = {};

export const awayDe: typeof awayEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const awayServerDe: Record<string, string> = {};
