/** Items as the browser shows them: names from their kind, the backpack kept by TanStack Query. */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ITEMS_BY_TYPE, RESOURCES, radarReach } from '../../game/index.ts';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { useGameKey } from './query-keys.ts';

export interface BackpackItem {
  type: string;
  count: number;
}
export const BACKPACK_KEY = ['backpack'];

export function useBackpack() {
  return useQuery({
    queryKey: useGameKey(BACKPACK_KEY),
    queryFn: async () => (await gql(graphql('query Backpack { backpack { type count } }'))).backpack,
  });
}

const durationText = (ms: number) => (ms >= 3_600_000 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);

/** "Building speed-up (1 h)", "Steel crate (5000)", "100 credits", "Pirate ship radar". */
export function itemName(t: TFunction, type: string): string {
  const d = ITEMS_BY_TYPE[type];
  if (!d) return type;
  if (d.kind === 'speedup')
    return t('items.speedup', { target: t(`items.targets.${d.target}`), time: durationText(d.ms) });
  if (d.kind === 'shield') return t('items.shield', { time: durationText(d.ms) });
  if (d.kind === 'portal-shield') return t('items.portalShield', { time: durationText(d.ms) });
  if (d.kind === 'radar') return t(`items.radar.${d.target}`);
  if (d.kind === 'teleport' || d.kind === 'hyperdrive') return t(`items.${d.kind}`);
  if (d.kind !== 'crate') return t(`items.${d.type}`);
  if (d.gives.credits > 0) return t('items.credits', { amount: d.gives.credits });
  const k = RESOURCES.find((r) => d.gives[r] > 0) ?? 'food';
  return t('items.crate', { resource: t(`resources.${k}`), amount: d.gives[k] });
}

/** One line saying what the item does (a radar's reach with the base's observatory level). */
export function itemAbout(t: TFunction, type: string, observatoryLevel = 0): string {
  const d = ITEMS_BY_TYPE[type];
  if (!d) return '';
  if (d.kind === 'speedup')
    return t('items.speedupAbout', { target: t(`items.targetNouns.${d.target}`), time: durationText(d.ms) });
  if (d.kind === 'shield') return t('items.shieldAbout', { time: durationText(d.ms) });
  if (d.kind === 'portal-shield') return t('items.portalShieldAbout', { time: durationText(d.ms) });
  if (d.kind === 'radar')
    return t('items.radarAbout', {
      time: durationText(d.ms),
      what: t(`items.radarWhat.${d.target}`),
      reach: radarReach(observatoryLevel),
    });
  if (d.kind === 'teleport' || d.kind === 'hyperdrive') return t(`items.${d.kind}About`);
  if (d.kind !== 'crate') return t(`items.${d.type}About`);
  if (d.gives.credits > 0) return t('items.creditsAbout');
  return t('items.crateAbout');
}
