/**
 * Deep space behind an object (160 × 96, drawn far wider so any frame is filled): a dark gradient,
 * stars, and a nebula in the object's colour. Decorative.
 */
import { starPath } from './art-defs.tsx';

const STARS = starPath(60, 480, 160, 13, -160, -32);
const BRIGHT = starPath(10, 400, 120, 57, -120, -12);

export function SpaceField({ p, tint }: { p: string; tint: string }) {
  return (
    <g className="art-backdrop">
      <radialGradient id={`${p}-space`} cx="0.5" cy="0.45" r="0.7">
        <stop offset="0" stopColor="#0b1a36" />
        <stop offset="1" stopColor="#020617" />
      </radialGradient>
      <radialGradient id={`${p}-nebula`}>
        <stop offset="0" stopColor={tint} stopOpacity="0.28" />
        <stop offset="1" stopColor={tint} stopOpacity="0" />
      </radialGradient>
      <rect x="-400" y="-200" width="960" height="496" fill={`url(#${p}-space)`} />
      <ellipse cx="50" cy="30" rx="90" ry="45" fill={`url(#${p}-nebula)`} />
      <ellipse cx="120" cy="74" rx="70" ry="34" fill={`url(#${p}-nebula)`} />
      <path d={STARS} stroke="#e2e8f0" strokeOpacity={0.55} strokeWidth={0.8} strokeLinecap="round" />
      <path d={BRIGHT} stroke="#cffafe" strokeWidth={1.4} strokeLinecap="round" />
    </g>
  );
}
