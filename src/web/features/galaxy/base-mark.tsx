/**
 * A commander's base on the map (inside its SVG, one cell wide): a small lit planet with its orbit,
 * in the colours of the selection sheet's art — mine amber, an ally's cyan, a hostile commander's
 * red, anyone else's pale slate — and a ring that tells them apart without colour: mine a solid
 * ring, an ally's a broken ring, a hostile one's a ring with four sights, none for the others.
 */
import type { Relation } from '../../../game/index.ts';

const TONES: Record<Relation, { light: string; mid: string; dark: string }> = {
  own: { light: '#fef3c7', mid: '#fbbf24', dark: '#78350f' },
  ally: { light: '#cffafe', mid: '#22d3ee', dark: '#164e63' },
  hostile: { light: '#fee2e2', mid: '#f87171', dark: '#7f1d1d' },
  neutral: { light: '#f1f5f9', mid: '#94a3b8', dark: '#1e293b' },
};
const RELATIONS = Object.keys(TONES) as Relation[];

/** The planets' shading, once per map (ids scoped to the map). */
export function BaseMarkDefs() {
  return (
    <defs>
      {RELATIONS.map((r) => (
        <radialGradient key={r} id={`base-${r}`} cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor={TONES[r].light} />
          <stop offset="0.45" stopColor={TONES[r].mid} />
          <stop offset="1" stopColor={TONES[r].dark} />
        </radialGradient>
      ))}
    </defs>
  );
}

/** The letter drawn beside a base whose commander is away (decision 068); a ghost fades instead. */
const BADGE: Record<string, string> = { v: 'v', i: 'i', I: 'I' };

export function BaseMark({
  x,
  y,
  relation,
  marker,
}: {
  x: number;
  y: number;
  relation: Relation;
  /** v on vacation, i / I inactive, ghost (decision 068) */
  marker?: string | null;
}) {
  const c = TONES[relation].mid;
  return (
    <g
      transform={`translate(${x + 0.5} ${y + 0.5})`}
      className={`base-mark ${relation}${marker === 'ghost' ? ' ghost' : ''}`}
      data-base={relation}
      data-marker={marker ?? undefined}
      opacity={marker === 'ghost' ? 0.45 : undefined}
    >
      {relation === 'own' && <circle r={0.47} fill={c} fillOpacity={0.12} stroke={c} strokeWidth={0.05} />}
      {relation === 'ally' && (
        <circle r={0.45} fill="none" stroke={c} strokeWidth={0.06} strokeDasharray="0.42 0.29" strokeLinecap="round" />
      )}
      {relation === 'hostile' && (
        <g stroke={c} strokeWidth={0.06} strokeLinecap="round">
          <circle r={0.4} fill={c} fillOpacity={0.1} />
          <path d="M0-.5v.16M0 .34v.16M-.5 0h.16M.34 0h.16" />
        </g>
      )}
      <ellipse
        rx={0.34}
        ry={0.12}
        transform="rotate(-22)"
        fill="none"
        stroke={c}
        strokeOpacity={0.7}
        strokeWidth={0.035}
      />
      <circle r={0.19} fill={`url(#base-${relation})`} stroke="#020617" strokeOpacity={0.6} strokeWidth={0.02} />
      {/* city lights on the night side */}
      <circle cx={0.07} cy={0.08} r={0.018} fill="#fef9c3" />
      <circle cx={0.11} cy={0.02} r={0.014} fill="#fef9c3" />
      {marker && BADGE[marker] && (
        <text
          x={0.2}
          y={-0.2}
          fontSize={0.3}
          fontWeight={700}
          fill="#e2e8f0"
          stroke="#020617"
          strokeWidth={0.03}
          paintOrder="stroke"
        >
          {BADGE[marker]}
        </text>
      )}
      {marker === 'ghost' && (
        <circle r={0.45} fill="none" stroke="#94a3b8" strokeWidth={0.04} strokeDasharray="0.08 0.08" />
      )}
    </g>
  );
}
