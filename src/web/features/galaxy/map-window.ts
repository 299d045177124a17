/**
 * The map window held in the browser and an answer of getMap (decision 080): a whole answer
 * replaces it; an answer of changes merges into it by spec 3's rule (by coordinates; type null
 * removes the item).
 */
import { type Item, LISTS, mergeItems } from '../../lib/merge-list.ts';

/** How often the window is asked for its changes, and how old a whole answer may get before it is asked again. */
export const MAP_CHANGES_MS = 15_000;
export const MAP_WHOLE_MS = 5 * 60_000;

/** What getMap answers, as far as merging goes. */
export interface MapAnswer<I extends Item> {
  since: string;
  delta: boolean;
  items: I[];
}
/** The window held: `wholeAt` is when it was last answered whole (browser clock, epoch ms). */
export type MapWindow<W extends MapAnswer<Item> = MapAnswer<Item>> = W & { wholeAt: number };

export function nextWindow<W extends MapAnswer<Item>>(
  held: MapWindow<W> | undefined,
  answer: W,
  now: number,
): MapWindow<W> {
  if (!answer.delta || !held) return { ...answer, wholeAt: now };
  return { ...held, ...answer, items: mergeItems(held.items, answer.items, LISTS.getMap), wholeAt: held.wholeAt };
}
