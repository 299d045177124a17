/** Texts of plans (English and German), apart from en.ts and de.ts. */
export const plansEn = {};

export const plansDe: typeof plansEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const plansServerDe: Record<string, string> = {};
