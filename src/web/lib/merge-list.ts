/**
 * The list-merging rules of spec §3, once, for every list query: an incoming item whose status,
 * type, unit list or finish timestamp is null is removed; otherwise it replaces the item with the
 * same key or is appended. Comment and message pages append older pages (offset > 0) after the
 * newer ones without duplicates. A unit list is replaced wholesale.
 */
export type Item = Record<string, unknown>;

export interface ListSpec {
  /** fields whose values together identify an item */
  key: string[];
  /** a null in any of these fields means "remove" */
  removeWhenNull: string[];
}

/** The spec's client-side lists and how each is keyed. */
export const LISTS = {
  getComments: { key: ['_id'], removeWhenNull: [] },
  getAllianceComments: { key: ['_id'], removeWhenNull: [] },
  getPrivateMessages: { key: ['_id'], removeWhenNull: [] },
  getUnitGroups: { key: ['id'], removeWhenNull: ['units'] },
  getMissions: { key: ['id'], removeWhenNull: ['status'] },
  getMap: { key: ['coordinates'], removeWhenNull: ['type'] },
  getMapMarches: { key: ['id'], removeWhenNull: ['status'] },
  getIncomingAttacks: { key: ['id'], removeWhenNull: ['status'] },
  getTradeConvoys: { key: ['id'], removeWhenNull: ['actionFinishTimestamp'] },
  /** the base's building and research queues: a finished item comes back with no finish time */
  baseQueue: { key: ['id'], removeWhenNull: ['dueAt'] },
} satisfies Record<string, ListSpec>;

const keyOf = (item: Item, spec: ListSpec) => spec.key.map((k) => JSON.stringify(item[k] ?? null)).join('|');

/** Merges incoming items (updates, additions, removals) into an existing list. */
export function mergeItems<T extends Item>(existing: readonly T[], incoming: readonly T[], spec: ListSpec): T[] {
  const out = [...existing];
  for (const item of incoming) {
    const k = keyOf(item, spec);
    const at = out.findIndex((e) => keyOf(e, spec) === k);
    if (spec.removeWhenNull.some((f) => f in item && item[f] === null)) {
      if (at >= 0) out.splice(at, 1);
    } else if (at >= 0) {
      // a unit list is replaced wholesale, as is every other field
      out[at] = { ...out[at], ...item } as T;
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * Pages of comments or messages: the first page (offset 0) is the newest and replaces what is
 * shown; a later page (offset > 0) holds older items and goes after them, skipping duplicates.
 */
export function mergePage<T extends Item>(
  existing: readonly T[],
  page: readonly T[],
  offset: number,
  key = '_id',
): T[] {
  if (offset === 0) {
    const fresh = new Set(page.map((i) => i[key]));
    return [...page, ...existing.filter((e) => !fresh.has(e[key]))];
  }
  const seen = new Set(existing.map((i) => i[key]));
  return [...existing, ...page.filter((i) => !seen.has(i[key]))];
}
