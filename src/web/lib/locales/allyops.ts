/** Texts of allyops (English and German), apart from en.ts and de.ts. */
export const allyopsEn = {};

export const allyopsDe: typeof allyopsEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const allyopsServerDe: Record<string, string> = {};
