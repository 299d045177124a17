/**
 * A picture of each celestial object for the map's side sheet (the tiny map glyphs stay in
 * celestial-marks.tsx): a planet with city lights, rocks veined with astromite or quantarite, a
 * raider, a ring station, an anomaly, a base hidden in a rock, open space, the Ephoran Vault.
 * 160 × 96 on a star field tinted in the object's colour. Decorative: the name is written beside.
 */
import type { ReactElement } from 'react';
import type { CelestialKind } from '../../../game/index.ts';
import { paint, useArtId } from './art-id.ts';
import { ArtDefs } from './art-defs.tsx';
import { SpaceField } from './space-field.tsx';
import { VaultShape } from './vault-art.tsx';

/** Whose solar system it is: the atmosphere takes the owner's colour (mine amber, an ally's cyan). */
export type Owner = 'own' | 'ally' | 'other';

const TINT: Record<CelestialKind, string> = {
  'solar-system': '#38bdf8',
  'astromite-asteroid': '#38bdf8',
  'quantarite-asteroid': '#c084fc',
  'pirate-ship': '#f87171',
  'trading-station': '#34d399',
  'unknown-object': '#a3e635',
  'secret-base': '#e879f9',
  'empty-space': '#6366f1',
  'ephoran-vault': '#f59e0b',
};
const EDGE = { stroke: '#020617', strokeOpacity: 0.6, strokeWidth: 0.7 };

/** An irregular rock with craters, its crystals drawn by the caller on top. */
const rock = (p: string, d: string) => (
  <>
    <path d={d} fill={paint(p, 'rock')} {...EDGE} />
    <path d={d} fill="#020617" fillOpacity={0.35} clipPath={`url(#${p}-shade)`} />
  </>
);

/** Crystal shards as elongated hexagons: [x, y, length, angle] each, in one colour with a glow. */
function crystals(color: string, list: [number, number, number, number][]) {
  return list.map(([x, y, l, a]) => (
    <g key={`${x}-${y}`} transform={`translate(${x} ${y}) rotate(${a})`}>
      <path
        d={`M0 0l2.6-3h${l}l3 3-3 3h-${l}Z`}
        fill={color}
        fillOpacity={0.85}
        stroke="#ecfeff"
        strokeOpacity={0.6}
        strokeWidth={0.5}
      />
      <path d={`M2.6 0h${l + 1}`} stroke="#ecfeff" strokeOpacity={0.7} strokeWidth={0.5} />
    </g>
  ));
}

const ART: Record<CelestialKind, (p: string, owner: Owner) => ReactElement> = {
  'solar-system': (p, owner) => {
    const air = owner === 'own' ? '#fbbf24' : owner === 'ally' ? '#22d3ee' : '#7dd3fc';
    return (
      <>
        <circle cx="8" cy="6" r="34" fill={paint(p, 'glow')} fillOpacity={0.55} />
        <ellipse cx="82" cy="56" rx="66" ry="13" fill="none" stroke="#94a3b8" strokeOpacity={0.35} strokeWidth={0.8} />
        <radialGradient id={`${p}-planet`} cx="0.32" cy="0.3" r="0.85">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="0.45" stopColor="#0f766e" />
          <stop offset="1" stopColor="#021a1a" />
        </radialGradient>
        <clipPath id={`${p}-globe`}>
          <circle cx="82" cy="52" r="29" />
        </clipPath>
        <circle cx="82" cy="52" r="29" fill={`url(#${p}-planet)`} />
        <g clipPath={`url(#${p}-globe)`}>
          <path
            d="M56 40c8-6 16-2 22 2s12 1 16-3 12-2 16 4M58 60c10-4 18 2 26 0s14-8 22-4"
            stroke="#99f6e4"
            strokeOpacity={0.35}
            strokeWidth={3}
            fill="none"
          />
          <path
            d="M84 64h.01M90 60h.01M94 68h.01M99 62h.01M88 72h.01M102 70h.01M96 56h.01"
            stroke="#fbbf24"
            strokeWidth={1.6}
            strokeLinecap="round"
          />
        </g>
        <circle cx="82" cy="52" r="29.6" fill="none" stroke={air} strokeOpacity={0.8} strokeWidth={1.4} />
        <path d="M16 56a66 13 0 0 0 132 0" fill="none" stroke="#94a3b8" strokeOpacity={0.55} strokeWidth={0.8} />
        <circle cx="136" cy="24" r="5" fill={paint(p, 'metal')} />
        {owner !== 'other' && <circle className="art-blink" cx="58" cy="63" r="2" fill={air} />}
      </>
    );
  },
  'astromite-asteroid': (p) => (
    <>
      {rock(p, 'M40 56l10-20 22-10 26 4 18 14 6 18-12 16-30 6-28-8Z')}
      <circle cx="64" cy="46" r="5" fill="#020617" fillOpacity={0.3} />
      <circle cx="96" cy="66" r="3.5" fill="#020617" fillOpacity={0.3} />
      <circle cx="80" cy="50" r="24" fill={paint(p, 'cyanglow')} fillOpacity={0.35} className="art-pulse" />
      {crystals('#38bdf8', [
        [70, 42, 12, -70],
        [78, 44, 16, -95],
        [86, 44, 11, -120],
        [56, 62, 9, -150],
        [100, 54, 10, -30],
      ])}
      <path d="M20 30l5-3 3 4-4 3ZM136 70l6-2 1 5-5 1ZM130 26l3-2 2 3-3 1Z" fill={paint(p, 'rock')} />
    </>
  ),
  'quantarite-asteroid': (p) => (
    <>
      {rock(p, 'M36 60l14-22 18-6 22 2 20 12 10 16-8 14-26 8-32-4Z')}
      <radialGradient id={`${p}-violet`}>
        <stop offset="0" stopColor="#f5d0fe" />
        <stop offset="0.4" stopColor="#c084fc" stopOpacity="0.7" />
        <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
      </radialGradient>
      <circle cx="78" cy="48" r="26" fill={`url(#${p}-violet)`} fillOpacity={0.5} className="art-pulse" />
      {crystals('#c084fc', [
        [66, 46, 14, -80],
        [74, 46, 20, -100],
        [82, 48, 13, -125],
        [94, 54, 9, -45],
        [52, 64, 8, -160],
      ])}
      <path d="M24 40l5-2 2 4-4 2ZM132 34l4-3 3 4-4 2Z" fill={paint(p, 'rock')} />
    </>
  ),
  'pirate-ship': (p) => (
    <g transform="rotate(-8 80 48)">
      <ellipse cx="136" cy="50" rx="12" ry="5" fill="#f97316" fillOpacity={0.6} className="art-pulse" />
      <ellipse cx="134" cy="50" rx="6" ry="2.6" fill="#fed7aa" />
      <path d="M70 44l16-26 10 4-8 22ZM82 54l14 20-10 2-14-20Z" fill="#7f1d1d" {...EDGE} />
      <path d="M22 46 4 40l8 8ZM22 54 4 60l8-8Z" fill={paint(p, 'metal')} {...EDGE} />
      <path
        d="M18 50l22-10 18-2 8-8h42l20 8 8 12-8 12-20 6H66l-8-8-18-2Z"
        fill={paint(p, 'dark')}
        stroke="#f87171"
        strokeOpacity={0.5}
        strokeWidth={0.7}
      />
      <path d="M18 50l22-10 18-2 8-8h42l20 8 8 12Z" fill="#e2e8f0" fillOpacity={0.1} />
      <path d="M40 40l-6-8M56 38l-2-10M108 30l4-8M112 68l6 6" stroke="#64748b" strokeWidth={1.2} />
      <path d="M70 36h30l6 6H76Z" fill="#0f172a" />
      <path d="M78 39h18" stroke="#f87171" strokeWidth={1.4} className="art-pulse" />
      <path d="M112 44l4 6-4 6M118 44l4 6-4 6" stroke="#fbbf24" strokeOpacity={0.8} strokeWidth={1.2} fill="none" />
      <path d="M28 50h78" stroke="#f87171" strokeOpacity={0.8} strokeWidth={1} strokeDasharray="2 3" />
      <path d="M57 57.5l10 5M67 57.5l-10 5" stroke="#fca5a5" strokeWidth={1} strokeLinecap="round" />
      <circle cx="62" cy="56" r="3" fill="#fca5a5" />
      <path d="M60.8 55.6h.01M63.2 55.6h.01" stroke="#450a0a" strokeWidth={1.3} strokeLinecap="round" />
      <circle className="art-blink" cx="20" cy="50" r="1.6" fill="#f87171" />
    </g>
  ),
  'trading-station': (p) => (
    <>
      <ellipse cx="80" cy="50" rx="50" ry="17" fill="none" stroke="#1e293b" strokeWidth={7} />
      <path d="M30 50a50 17 0 0 1 100 0" fill="none" stroke={paint(p, 'metal')} strokeWidth={5} strokeOpacity={0.55} />
      <path d="M80 50 38 42M80 50l42-8" stroke="#64748b" strokeWidth={1.4} />
      <path d="M72 16h16v66H72Z" fill={paint(p, 'hull')} {...EDGE} />
      <path d="M68 26h24v6H68ZM68 62h24v6H68Z" fill={paint(p, 'metal')} {...EDGE} />
      <path d="M80 16V6" stroke="#94a3b8" strokeWidth={0.8} />
      <circle className="art-blink" cx="80" cy="5" r="1.6" fill="#34d399" />
      <path d="M80 50 44 60M80 50l36 10" stroke="#94a3b8" strokeWidth={1.6} />
      <path d="M30 50a50 17 0 0 0 100 0" fill="none" stroke={paint(p, 'metal')} strokeWidth={6} />
      <path
        d="M36 58h.01M52 64.5h.01M70 67h.01M90 67h.01M108 64.5h.01M124 58h.01"
        stroke="#34d399"
        strokeWidth={2}
        strokeLinecap="round"
      />
      <path d="M76 40h8M76 46h8M76 54h8" stroke="#fbbf24" strokeWidth={1.2} />
      <path d="M130 22l8-3 4 2-8 3Z" fill={paint(p, 'metal')} />
      <path d="M142 21h12" stroke="#34d399" strokeOpacity={0.5} strokeWidth={0.8} strokeDasharray="2 2" />
    </>
  ),
  'unknown-object': (p) => (
    <>
      <radialGradient id={`${p}-lime`}>
        <stop offset="0" stopColor="#f7fee7" />
        <stop offset="0.3" stopColor="#a3e635" stopOpacity="0.8" />
        <stop offset="1" stopColor="#65a30d" stopOpacity="0" />
      </radialGradient>
      <circle cx="80" cy="48" r="36" fill={`url(#${p}-lime)`} fillOpacity={0.45} />
      <g fill="none" stroke="#a3e635" strokeWidth={0.9} className="art-spin">
        <path d="M80 20c20 0 34 12 30 28-3 14-22 24-38 18" strokeOpacity={0.6} />
        <path d="M80 76c-20 0-34-12-30-28 3-14 22-24 38-18" strokeOpacity={0.6} />
        <path d="M80 30c12 0 20 8 18 18s-12 14-22 10" strokeOpacity={0.8} />
        <path d="M80 66c-12 0-20-8-18-18s12-14 22-10" strokeOpacity={0.8} />
      </g>
      <circle className="art-pulse" cx="80" cy="48" r="6" fill="#f7fee7" />
      <path
        d="M40 30h.01M122 62h.01M112 22h.01M46 70h.01M132 40h.01"
        stroke="#d9f99d"
        strokeWidth={1.8}
        strokeLinecap="round"
      />
    </>
  ),
  'secret-base': (p) => (
    <>
      {rock(p, 'M30 62l12-24 24-12 28 2 24 12 12 20-12 14-36 6-36-6Z')}
      <path d="M64 60l8-12h18l8 12Z" fill="#020617" stroke="#e879f9" strokeOpacity={0.7} strokeWidth={0.8} />
      <path d="M70 56h22" stroke="#e879f9" strokeWidth={1.4} strokeDasharray="2 2.5" className="art-blink" />
      <path d="M81 48l4-5-4-5-4 5Z" fill="none" stroke="#e879f9" strokeWidth={0.8} />
      <path d="M104 34v-10M100 24a4 2 0 0 0 8 0" stroke="#94a3b8" strokeWidth={0.9} fill="none" />
      <circle cx="104" cy="23" r="1.2" fill="#e879f9" />
      <path d="M48 46h.01M58 40h.01M112 52h.01" stroke="#f0abfc" strokeWidth={1.6} strokeLinecap="round" />
    </>
  ),
  'empty-space': () => (
    <>
      <ellipse cx="110" cy="36" rx="22" ry="7" fill="#a5b4fc" fillOpacity={0.12} transform="rotate(-20 110 36)" />
      <ellipse cx="110" cy="36" rx="10" ry="3" fill="#e0e7ff" fillOpacity={0.25} transform="rotate(-20 110 36)" />
      <circle cx="110" cy="36" r="1.6" fill="#eef2ff" />
      <path
        d="M20 80l40-20 40 10 40-24"
        fill="none"
        stroke="#22d3ee"
        strokeOpacity={0.12}
        strokeWidth={0.6}
        strokeDasharray="2 4"
      />
    </>
  ),
  'ephoran-vault': (p) => <VaultShape p={p} />,
};

export function CelestialArt({ kind, owner = 'other' }: { kind: CelestialKind; owner?: Owner }) {
  const p = useArtId();
  const draw = ART[kind] ?? ART['empty-space'];
  return (
    <svg
      className="art celestial-art"
      viewBox="0 0 160 96"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-art={kind}
    >
      <ArtDefs p={p} />
      <linearGradient id={`${p}-rock`} x1="0.2" y1="0" x2="0.7" y2="1">
        <stop offset="0" stopColor="#78716c" />
        <stop offset="0.5" stopColor="#44403c" />
        <stop offset="1" stopColor="#1c1917" />
      </linearGradient>
      <clipPath id={`${p}-shade`}>
        <path d="M40 100 160 0v100Z" />
      </clipPath>
      <SpaceField p={p} tint={TINT[kind] ?? TINT['empty-space']} />
      {draw(p, owner)}
    </svg>
  );
}
