/** Texts of warroom (English and German), apart from en.ts and de.ts. */
export const warroomEn = {};

export const warroomDe: typeof warroomEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const warroomServerDe: Record<string, string> = {};
