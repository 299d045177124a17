/** Texts of protection (English and German), apart from en.ts and de.ts. */
export const protectionEn = {};

export const protectionDe: typeof protectionEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const protectionServerDe: Record<string, string> = {};
