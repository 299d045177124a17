/**
 * Portraits of the six units in a 64 × 64 badge: the ground troops as helmeted busts on an amber-rimmed
 * field, the space ships in flight on a cyan-rimmed star field. Decorative: the name is written beside.
 */
import type { ReactElement } from 'react';
import { GROUND_UNITS, type UnitId } from '../../../game/index.ts';
import { paint, useArtId } from './art-id.ts';
import { ArtDefs, starPath } from './art-defs.tsx';

const AMBER = '#fbbf24';
const CYAN = '#67e8f9';
const STEEL = '#94a3b8';
const EDGE = { stroke: '#020617', strokeOpacity: 0.6, strokeWidth: 0.7 };
const STARS = starPath(18, 56, 56, 5, 4, 4);

const PORTRAITS: Record<UnitId, (p: string) => ReactElement> = {
  // a scout with a cyan visor and a long scoped rifle across the chest
  ranger: (p) => (
    <>
      <path d="M11 64c2-12 10-18 21-18s19 6 21 18Z" fill={paint(p, 'metal')} {...EDGE} />
      <path d="M17 52l8-4" stroke={AMBER} strokeWidth={1.6} />
      <path d="M27 48h10v-5H27Z" fill={paint(p, 'dark')} />
      <path d="M19 34a13 14 0 0 1 26 0v6H19Z" fill={paint(p, 'hull')} {...EDGE} />
      <path d="M20 32h24l-2.5 6h-19Z" fill={paint(p, 'glass')} stroke={CYAN} strokeWidth={0.6} />
      <path d="M24 34h8" stroke="#ecfeff" strokeOpacity={0.8} strokeWidth={1} />
      <path d="M42 26v-7" stroke={STEEL} strokeWidth={0.8} />
      <path d="M12 62l34-22" stroke="#334155" strokeWidth={4.2} strokeLinecap="round" />
      <path d="M44 41l14-9" stroke={STEEL} strokeWidth={1.8} strokeLinecap="round" />
      <path d="M31 47l9-6" stroke="#0f172a" strokeWidth={3} strokeLinecap="round" />
      <circle cx="41" cy="40.4" r="1.5" fill={CYAN} />
      <path d="M22 56l2.5 3" stroke={AMBER} strokeWidth={1.4} />
    </>
  ),
  // a heavy trooper behind a tall shield
  guardian: (p) => (
    <>
      <path d="M8 64c2-13 11-19 24-19s22 6 24 19Z" fill={paint(p, 'metal')} {...EDGE} />
      <path d="M18 30a14 14 0 0 1 28 0v8H18Z" fill={paint(p, 'hull')} {...EDGE} />
      <path d="M32 16v-4" stroke={AMBER} strokeWidth={2.2} />
      <path d="M21 31h22" stroke={CYAN} strokeWidth={2.4} />
      <path d="M32 36l15 5v9c0 7-6 11-15 13-9-2-15-6-15-13v-9Z" fill={paint(p, 'metal')} {...EDGE} />
      <path d="M32 39l11 3.6v7c0 5-4.5 8-11 9.6Z" fill="#020617" fillOpacity={0.25} />
      <path d="M24 47l8 4 8-4M24 52l8 4 8-4" stroke={AMBER} strokeWidth={1.4} fill="none" />
    </>
  ),
  // a hooded infiltrator, face in shadow, violet eyes and a blade
  phantom: (p) => (
    <>
      <path d="M46 62l9-22" stroke="#c084fc" strokeWidth={1.6} className="art-pulse" />
      <path d="M32 11c-11 0-17 10-17 22v6l-5 25h44l-5-25v-6c0-12-6-22-17-22Z" fill={paint(p, 'dark')} {...EDGE} />
      <path d="M32 11c-6 4-9 12-9 20" stroke="#475569" strokeWidth={0.8} fill="none" />
      <path d="M23 33c0-6 4-11 9-11s9 5 9 11c0 5-4 8-9 8s-9-3-9-8Z" fill="#020617" />
      <path d="M26 32l4 1.2M38 32l-4 1.2" stroke="#e879f9" strokeWidth={1.6} strokeLinecap="round" />
      <path d="M20 50l12 4 12-4" stroke="#7c3aed" strokeOpacity={0.8} strokeWidth={1} fill="none" />
    </>
  ),
  // a swept-wing dart with one engine
  interceptor: (p) => (
    <g transform="rotate(-32 32 32)">
      <ellipse cx="13" cy="32" rx="7" ry="3.5" fill={paint(p, 'glow')} className="art-pulse" />
      <path d="M40 29 27 10h-6l3 19ZM40 35 27 54h-6l3-19Z" fill={paint(p, 'metal')} {...EDGE} />
      <path d="M24 12h4M24 52h4" stroke={AMBER} strokeWidth={1.2} />
      <path d="M56 32 39 27H19l-4 5 4 5h20Z" fill={paint(p, 'hull')} {...EDGE} />
      <path d="M47 32l-8-3v6Z" fill={paint(p, 'glass')} />
      <path d="M20 32h16" stroke={CYAN} strokeOpacity={0.6} strokeWidth={0.7} />
    </g>
  ),
  // a long hull with two side pods
  cruiser: (p) => (
    <g transform="rotate(-28 32 32)">
      <ellipse cx="9" cy="27" rx="5" ry="2.6" fill={paint(p, 'glow')} />
      <ellipse cx="9" cy="37" rx="5" ry="2.6" fill={paint(p, 'glow')} />
      <g fill={paint(p, 'metal')} {...EDGE}>
        <rect x="14" y="17" width="24" height="6" rx="3" />
        <rect x="14" y="41" width="24" height="6" rx="3" />
      </g>
      <path d="M22 23v4M30 23v4M22 37v4M30 37v4" stroke={STEEL} strokeWidth={1.2} />
      <path d="M59 32l-9-7H13l-3 4v6l3 4h37Z" fill={paint(p, 'hull')} {...EDGE} />
      <path d="M34 28h8v8h-8Z" fill={paint(p, 'dark')} />
      <path d="M35 30h6" stroke={CYAN} strokeWidth={1.2} />
      <path d="M14 32h18M44 32h10" stroke={AMBER} strokeWidth={1} />
    </g>
  ),
  // a heavy wedge with a command tower, turrets and three engines
  battleship: (p) => (
    <g transform="rotate(-24 32 32)">
      <ellipse cx="8" cy="20" rx="4.5" ry="3" fill={paint(p, 'glow')} />
      <ellipse cx="7" cy="32" rx="5.5" ry="3.5" fill={paint(p, 'glow')} className="art-pulse" />
      <ellipse cx="8" cy="44" rx="4.5" ry="3" fill={paint(p, 'glow')} />
      <path d="M62 32 22 12h-10v40h10Z" fill={paint(p, 'hull')} {...EDGE} />
      <path d="M62 32 22 12h-10v20Z" fill="#e2e8f0" fillOpacity={0.08} />
      <path d="M18 25h14v14H18Z" fill={paint(p, 'dark')} {...EDGE} />
      <path d="M20 28h10M20 31h10" stroke={CYAN} strokeWidth={0.9} />
      <g fill={paint(p, 'metal')} {...EDGE}>
        <circle cx="40" cy="26" r="2.6" />
        <circle cx="40" cy="38" r="2.6" />
        <circle cx="50" cy="32" r="2.2" />
      </g>
      <path d="M40 26h6M40 38h6M50 32h6" stroke={STEEL} strokeWidth={1} />
      <path d="M14 15v34" stroke={AMBER} strokeWidth={1.2} strokeDasharray="2 2" />
    </g>
  ),
};

export function UnitPortrait({ id, size = 48 }: { id: UnitId; size?: number }) {
  const p = useArtId();
  const ground = (GROUND_UNITS as readonly string[]).includes(id);
  return (
    <svg
      className={`art unit-portrait ${ground ? 'ground' : 'space'}`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <ArtDefs p={p} />
      <radialGradient id={`${p}-field`} cx="0.5" cy="0.4">
        <stop offset="0" stopColor={ground ? '#334155' : '#12325a'} />
        <stop offset="1" stopColor="#020617" />
      </radialGradient>
      <clipPath id={`${p}-clip`}>
        <circle cx="32" cy="32" r="30" />
      </clipPath>
      <circle cx="32" cy="32" r="30" fill={paint(p, 'field')} />
      <g clipPath={`url(#${p}-clip)`}>
        {!ground && <path d={STARS} stroke="#e2e8f0" strokeOpacity={0.7} strokeWidth={1} strokeLinecap="round" />}
        {PORTRAITS[id](p)}
      </g>
      <circle
        cx="32"
        cy="32"
        r="30.5"
        fill="none"
        stroke={ground ? AMBER : CYAN}
        strokeOpacity={0.75}
        strokeWidth={1.2}
      />
    </svg>
  );
}
