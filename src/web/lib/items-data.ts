/** Items as the browser shows them: names from their kind, the backpack kept by TanStack Query. */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ITEMS_BY_TYPE, RESOURCES } from '../../game/index.ts';
import { gql } from './graphql.ts';

export interface BackpackItem {
  type: string;
  count: number;
}
export const BACKPACK_KEY = ['backpack'];

export function useBackpack() {
  return useQuery({ queryKey: BACKPACK_KEY, queryFn: async () => (await gql<{ backpack: BackpackItem[] }>('query Backpack { backpack { type count } }')).backpack });
}

const durationText = (ms: number) => (ms >= 3_600_000 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);

/** "Building speed-up (1 h)", "Steel crate (5000)". */
export function itemName(t: TFunction, type: string): string {
  const d = ITEMS_BY_TYPE[type];
  if (!d) return type;
  if (d.kind === 'speedup') return t('items.speedup', { target: t(`items.targets.${d.target}`), time: durationText(d.ms) });
  if (d.kind === 'shield') return t('items.shield', { time: durationText(d.ms) });
  if (d.kind === 'teleport' || d.kind === 'hyperdrive') return t(`items.${d.kind}`);
  const k = RESOURCES.find((r) => d.gives[r] > 0) ?? 'food';
  return t('items.crate', { resource: t(`resources.${k}`), amount: d.gives[k] });
}

/** One line saying what the item does. */
export function itemAbout(t: TFunction, type: string): string {
  const d = ITEMS_BY_TYPE[type];
  if (!d) return '';
  if (d.kind === 'speedup') return t('items.speedupAbout', { target: t(`items.targetNouns.${d.target}`), time: durationText(d.ms) });
  if (d.kind === 'shield') return t('items.shieldAbout', { time: durationText(d.ms) });
  if (d.kind === 'teleport' || d.kind === 'hyperdrive') return t(`items.${d.kind}About`);
  return t('items.crateAbout');
}
