/** Texts of mapvision (English and German), apart from en.ts and de.ts. */
export const mapvisionEn = {
  mapvision: {},
};

export const mapvisionDe: typeof mapvisionEn = {
  mapvision: {},
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const mapvisionServerDe: Record<string, string> = {};
