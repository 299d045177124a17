/** The six resources. Amounts are integers. */
export const RESOURCES = ['food', 'steel', 'energy', 'astromite', 'quantarite', 'credits'] as const;
export type ResourceKind = (typeof RESOURCES)[number];
export type Resources = Record<ResourceKind, number>;

export const emptyResources = (): Resources => ({
  food: 0,
  steel: 0,
  energy: 0,
  astromite: 0,
  quantarite: 0,
  credits: 0,
});

/** Builds a full record from a partial one (missing kinds are 0). */
export const resources = (partial: Partial<Resources> = {}): Resources => ({ ...emptyResources(), ...partial });

export function mapResources(r: Resources, f: (kind: ResourceKind, amount: number) => number): Resources {
  const out = emptyResources();
  for (const k of RESOURCES) out[k] = f(k, r[k]);
  return out;
}

export const addResources = (a: Resources, b: Resources) => mapResources(a, (k, v) => v + b[k]);
export const subtractResources = (a: Resources, b: Resources) => mapResources(a, (k, v) => v - b[k]);
/** Scales and rounds down to integers. */
export const scaleResources = (a: Resources, f: number) => mapResources(a, (_k, v) => Math.floor(v * f));
export const hasEnough = (have: Resources, cost: Resources) => RESOURCES.every((k) => have[k] >= cost[k]);
/** What is missing to pay `cost` (0 where there is enough). */
export const missingResources = (have: Resources, cost: Resources) =>
  mapResources(cost, (k, c) => Math.max(0, c - have[k]));
