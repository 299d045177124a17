/** Texts of plans (English and German), apart from en.ts and de.ts. */
export const plansEn = {};

export const plansDe: typeof plansEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const plansServerDe: Record<string, string> = {
  'A build plan holds at most 10 steps': 'Ein Bauplan fasst höchstens 10 Schritte',
  'There is no such building or research': 'Dieses Gebäude oder diese Forschung gibt es nicht',
  'The plan already takes this to its highest level': 'Der Plan bringt dies bereits auf die höchste Stufe',
  'This step is not in your plan': 'Dieser Schritt steht nicht in deinem Plan',
};
