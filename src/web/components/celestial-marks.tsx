/**
 * One mark per celestial object (ui.md): drawn in a 16 × 16 box, used on the map (inside its SVG)
 * and in lists (as a small SVG of its own). Decorative: the object's name is always written beside.
 */
import type { CelestialKind } from '../../game/index.ts';

/** What a mark may stand for: a celestial object, or the far side of the portal (a mission's fleet). */
export type MarkKind = CelestialKind | 'portal-mission';

const MARKS: Record<MarkKind, { color: string; d: string }> = {
  // a sun with an orbit, two rocks, a raider's hull, a docked ring, a question, a hidden diamond, nothing, the vault
  'solar-system': { color: '#fbbf24', d: 'M8 5.5a2.5 2.5 0 1 0 .01 0M1.5 8a6.5 3 0 1 0 13 0a6.5 3 0 1 0-13 0' },
  'astromite-asteroid': { color: '#38bdf8', d: 'M3 6 7 2.5l5 1.5 2 5-3 4.5-6 .5-3-4Zm4-3.5 1 5 6 1.5M8 7.5 5 13' },
  'quantarite-asteroid': { color: '#c084fc', d: 'M8 1.5 13 6l-2 7.5H5L3 6Zm0 0v12M3 6h10' },
  'pirate-ship': { color: '#f87171', d: 'M2 10h12l-2 4H4Zm6-8v8m0-8 5 5H8M6 6.5h.01' },
  'trading-station': { color: '#34d399', d: 'M8 3a5 5 0 1 0 .01 0M8 5.5v5M5.5 8h5M8 1v2m0 10v2M1 8h2m10 0h2' },
  'unknown-object': {
    color: '#a3e635',
    d: 'M8 1.5a6.5 6.5 0 1 0 .01 0M6 6.2a2 2 0 1 1 2.8 1.8c-.6.3-.8.8-.8 1.5M8 11.5h.01',
  },
  'secret-base': { color: '#e879f9', d: 'M8 1.5 14 8l-6 6.5L2 8Zm0 3.5L11 8l-3 3.5L5 8Z' },
  'empty-space': { color: '#475569', d: 'M7.5 8h1' },
  'ephoran-vault': { color: '#f59e0b', d: 'M8 1 14 4.5v7L8 15 2 11.5v-7Zm0 4 3 1.8v3.4L8 12 5 10.2V6.8Z' },
  // a ring gate with its six symbols
  'portal-mission': {
    color: '#22d3ee',
    d: 'M8 2a6 6 0 1 0 .01 0M8 5a3 3 0 1 0 .01 0M8 2v1m0 10v1M2.8 5l.9.5m8.6 5 .9.5M2.8 11l.9-.5m8.6-5 .9-.5',
  },
};
const markOf = (kind: string) => MARKS[kind as MarkKind] ?? MARKS['empty-space'];

/** The mark inside the map's SVG, at (x, y) in map cells, one cell wide. */
export function CelestialGlyph({ kind, x, y }: { kind: MarkKind; x: number; y: number }) {
  const m = markOf(kind);
  return (
    <g transform={`translate(${x + 0.1} ${y + 0.1}) scale(${0.8 / 16})`}>
      <path d={m.d} fill="none" stroke={m.color} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** The mark as a small icon beside text. */
export function CelestialIcon({ kind, size = 18 }: { kind: MarkKind | string; size?: number }) {
  const m = markOf(kind);
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="celestial-mark">
      <path d={m.d} fill="none" stroke={m.color} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
