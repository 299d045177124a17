/**
 * One mark per thing, everywhere: lucide icons for the 16 buildings, and our own small SVGs for
 * the six resources and the six unit types (ui.md). Decorative: the name is always written beside.
 */
import {
  Crown,
  Factory,
  FlaskConical,
  Handshake,
  HeartPulse,
  Landmark,
  type LucideIcon,
  Orbit,
  Radar,
  Rocket,
  ShieldHalf,
  Sprout,
  Store,
  Swords,
  Telescope,
  Warehouse,
  Zap,
} from 'lucide-react';
import type { BuildingId, ResourceKind, UnitId } from '../../game/index.ts';

const BUILDING_ICONS: Record<BuildingId, LucideIcon> = {
  'command-center': Landmark,
  'hydroponic-farm': Sprout,
  'steel-foundry': Factory,
  'energy-plant': Zap,
  barracks: Swords,
  'research-lab': FlaskConical,
  shipyard: Rocket,
  'defense-command': ShieldHalf,
  'resource-depot': Warehouse,
  portal: Orbit,
  'intelligence-agency': Radar,
  'alliance-embassy': Handshake,
  'galactic-observatory': Telescope,
  'hero-quarters': Crown,
  'recovery-bay': HeartPulse,
  'trading-outpost': Store,
};

export function BuildingIcon({ id, size = 20 }: { id: BuildingId; size?: number }) {
  const Icon = BUILDING_ICONS[id];
  return <Icon size={size} aria-hidden="true" className="building-icon" />;
}

const RESOURCE_PATHS: Record<ResourceKind, { color: string; d: string }> = {
  // a leaf, an ingot, a bolt, a faceted rock, a crystal, a coin
  food: { color: '#84cc16', d: 'M3 13C3 7 8 3 13 3c0 6-4 10-10 10Zm0 0 5-5' },
  steel: { color: '#94a3b8', d: 'M2 11 5 5h6l3 6Zm3-6 1 6m4-6-1 6' },
  energy: { color: '#facc15', d: 'M9 1 3 9h4l-1 6 6-8H8Z' },
  astromite: { color: '#38bdf8', d: 'M4 4 9 2l5 4-1 6-6 2-5-4Zm5-2-2 6 6-2M7 8l-5 2' },
  quantarite: { color: '#c084fc', d: 'M8 1 13 6 8 15 3 6Zm-5 5h10M8 1v14' },
  credits: { color: '#f59e0b', d: 'M8 2a6 6 0 1 0 0.01 0ZM10 6H7a1.5 1.5 0 0 0 0 3h2a1.5 1.5 0 0 1 0 3H6m2-7v8' },
};

export function ResourceIcon({ kind, size = 14 }: { kind: ResourceKind; size?: number }) {
  const p = RESOURCE_PATHS[kind];
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className={`res-mark res-mark-${kind}`}>
      <path d={p.d} fill="none" stroke={p.color} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const UNIT_PATHS: Record<UnitId, string> = {
  // ground: a scope, a shield, a mask; space: a dart, a hull, a heavy hull
  ranger: 'M8 2v12M2 8h12M8 5a3 3 0 1 0 0.01 0',
  guardian: 'M8 1 14 3v5c0 4-3 6-6 7-3-1-6-3-6-7V3Z',
  phantom: 'M3 7c0-3 2-5 5-5s5 2 5 5v7l-2-1-1.5 1L8 13l-1.5 1L5 13l-2 1ZM6 7h.01M10 7h.01',
  interceptor: 'M8 1 11 12 8 10 5 12Z',
  cruiser: 'M8 1 12 6v8H4V6Zm-4 9h8',
  battleship: 'M8 1l5 4v9l-5-2-5 2V5Zm0 0v11M3 9h10',
};

export function UnitIcon({ id, size = 16 }: { id: UnitId; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="unit-mark">
      <path
        d={UNIT_PATHS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
