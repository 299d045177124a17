/**
 * The Ephoran Vault: an ancient hexagonal monolith adrift in an amber haze, rings of runes around a
 * beating core, shards of its shell in orbit. 160 × 96, drawn as a group so the object sheet can place
 * it on its star field; VaultArt is the picture on its own. Decorative.
 */
import { paint, useArtId } from './art-id.ts';
import { ArtDefs } from './art-defs.tsx';
import { SpaceField } from './space-field.tsx';

const AMBER = '#fbbf24';

export function VaultShape({ p }: { p: string }) {
  return (
    <g>
      <circle cx="80" cy="48" r="46" fill={paint(p, 'glow')} fillOpacity={0.35} />
      <path
        d="M42 48l19-30h38l19 30-19 30H61Z"
        fill="none"
        stroke={AMBER}
        strokeOpacity={0.3}
        strokeWidth={0.8}
        strokeDasharray="3 2"
        className="art-spin"
      />
      <ellipse cx="80" cy="60" rx="56" ry="9" fill="none" stroke={AMBER} strokeOpacity={0.45} strokeWidth={0.8} />
      <path d="M62 17 80 6l18 11v46L80 91 62 63Z" fill="#1e293b" stroke="#020617" strokeWidth={0.6} />
      <path d="M80 6l18 11v46L80 91Z" fill="#334155" />
      <path d="M62 17 80 28l18-11M80 28v63" stroke={AMBER} strokeOpacity={0.65} strokeWidth={0.8} fill="none" />
      <path d="M80 6l18 11-18 11-18-11Z" fill="#475569" />
      <path
        d="M66 36h6M66 42h9M66 48h5M66 54h8M86 38h8M88 44h6M85 50h9M87 56h7"
        stroke={AMBER}
        strokeOpacity={0.55}
        strokeWidth={1}
      />
      <circle className="art-pulse" cx="80" cy="46" r="13" fill={paint(p, 'glow')} />
      <path d="M80 39l6 3.5v7L80 53l-6-3.5v-7Z" fill="#fef3c7" stroke={AMBER} strokeWidth={0.8} />
      <path d="M24 60a56 9 0 0 0 112 0" fill="none" stroke={AMBER} strokeOpacity={0.7} strokeWidth={1} />
      <g fill="#334155" stroke={AMBER} strokeOpacity={0.6} strokeWidth={0.5}>
        <path d="M34 30l6-3 2 5-5 2Z" />
        <path d="M122 24l7 2-2 6-6-3Z" />
        <path d="M128 70l5-4 3 5-5 3Z" />
        <path d="M30 74l4 3-4 4-3-3Z" />
      </g>
    </g>
  );
}

export function VaultArt({ className = 'art vault-art' }: { className?: string }) {
  const p = useArtId();
  return (
    <svg
      className={className}
      viewBox="0 0 160 96"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <ArtDefs p={p} />
      <SpaceField p={p} tint="#f59e0b" />
      <VaultShape p={p} />
    </svg>
  );
}
