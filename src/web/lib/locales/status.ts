/** Texts of status (English and German), apart from en.ts and de.ts. */
export const statusEn = {
  status: {},
};

export const statusDe: typeof statusEn = {
  status: {},
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const statusServerDe: Record<string, string> = {};
