/**
 * The ground a building stands on: night sky with stars, a far ridge, the ground and a cyan horizon at
 * y = 56. Drawn far wider and taller than the 120 × 64 box, so a drawing scaled to fit any width or
 * height (preserveAspectRatio meet) is backed edge to edge.
 */
import { paint } from './art-id.ts';
import { starPath } from './art-defs.tsx';

const STARS = starPath(70, 1000, 52, 7, -440, -4);
const BRIGHT = starPath(14, 1000, 44, 91, -440, -2);

/** Lamps on the far ridge, left and right of the box. */
const RIDGE_LIGHTS = 'M-150 51h.01M-96 50h.01M-60 52h.01M-18 51h.01M142 51h.01M178 50h.01M214 52h.01M262 51h.01';

/** `moon`: where a moon hangs in the sky (x), if any. */
export function Backdrop({ p, ground = 56, moon }: { p: string; ground?: number; moon?: number }) {
  return (
    <g className="art-backdrop">
      <rect x="-600" y="-400" width="1320" height={400 + ground} fill={paint(p, 'sky')} />
      <path d={STARS} stroke="#e2e8f0" strokeOpacity={0.55} strokeWidth={0.7} strokeLinecap="round" />
      <path d={BRIGHT} stroke="#cffafe" strokeWidth={1.2} strokeLinecap="round" />
      <path
        d={`M-600 ${ground}V${ground - 6}l60-3 40 2 70-5 50 3 60-4 45 4 35-2 55 4 40-3 45 2 60-5 50 4 40-2 55 3 45-4 60 3 50-2 45 3 40-4 55 5 60-3 45 2 50-3 40 4 60-2 45 2V${ground}Z`}
        fill="#0c1a33"
      />
      {moon !== undefined && (
        <circle
          cx={moon}
          cy="16"
          r="8"
          fill={paint(p, 'moon')}
          stroke="#7dd3fc"
          strokeOpacity={0.35}
          strokeWidth={0.5}
        />
      )}
      <path d={RIDGE_LIGHTS} stroke="#fbbf24" strokeOpacity={0.7} strokeWidth={1.2} strokeLinecap="round" />
      <rect x="-600" y={ground} width="1320" height="400" fill={paint(p, 'ground')} />
      <path
        d={`M-600 ${ground + 3}H720`}
        stroke="#22d3ee"
        strokeOpacity={0.12}
        strokeWidth={0.5}
        strokeDasharray="6 10"
      />
      <path d={`M-600 ${ground}H720`} stroke="#22d3ee" strokeOpacity={0.45} strokeWidth={0.6} />
    </g>
  );
}
