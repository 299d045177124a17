/** Texts of sitting (English and German), apart from en.ts and de.ts. */
export const sittingEn = {};

export const sittingDe: typeof sittingEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const sittingServerDe: Record<string, string> = {};
