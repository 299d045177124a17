/** Texts of econops (English and German), apart from en.ts and de.ts. */
export const econopsEn = {
  econops: {},
};

export const econopsDe: typeof econopsEn = {
  econops: {},
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const econopsServerDe: Record<string, string> = {};
