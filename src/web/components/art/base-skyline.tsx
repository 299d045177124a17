/**
 * The base as a skyline for the top of the base page: every building that stands (level 0 ones are
 * absent), taller and brighter with its level, the highest in the middle and the rest to both sides,
 * in up to three rows once there are many. Decorative: the buildings are listed with their names below.
 */
import { BUILDING_IDS, BUILDINGS, type BuildingId } from '../../../game/index.ts';
import { paint, useArtId } from './art-id.ts';
import { ArtDefs } from './art-defs.tsx';
import { Backdrop } from './backdrop.tsx';
import { BUILDING_SHAPES } from './building-shapes.tsx';

/** How wide a building's drawing is, in its own 120-wide box, once neighbours overlap a little. */
const FOOTPRINT = 70;
const GROUND = 56;

interface Placed {
  id: BuildingId;
  x: number;
  scale: number;
  /** brightness, 0 (dim, a low level) to 2 (full, a high level) */
  light: number;
}

/** A row, the first item in the middle and the next ones alternately right and left. */
function row(items: { id: BuildingId; scale: number; light: number }[]): { placed: Placed[]; width: number } {
  const ordered: typeof items = [];
  for (const [i, it] of items.entries()) {
    if (i % 2 === 0) ordered.push(it);
    else ordered.unshift(it);
  }
  const width = ordered.reduce((w, it) => w + FOOTPRINT * it.scale, 0);
  let x = -width / 2;
  const placed = ordered.map((it) => {
    const w = FOOTPRINT * it.scale;
    const at = { ...it, x: x + w / 2 };
    x += w;
    return at;
  });
  // the middle one is drawn last, on top of its neighbours
  placed.sort((a, b) => Math.abs(b.x) - Math.abs(a.x));
  return { placed, width };
}

export function BaseSkyline({ levels }: { levels: Partial<Record<BuildingId, number>> }) {
  const p = useArtId();
  const standing = BUILDING_IDS.filter((id) => (levels[id] ?? 0) > 0)
    .map((id) => {
      const t = Math.min(1, (levels[id] ?? 0) / BUILDINGS[id].maxLevel);
      return { id, t, scale: 0.62 + 0.38 * t, light: t < 0.25 ? 0 : t < 0.6 ? 1 : 2 };
    })
    .sort((a, b) => b.t - a.t);
  // up to three rows, the tallest in front; each row further back is smaller and sits higher
  const count = standing.length <= 6 ? 1 : standing.length <= 13 ? 2 : 3;
  const rows = Array.from({ length: count }, (_, r) => ({
    ...row(standing.filter((_, i) => i % count === r)),
    k: 1 - 0.18 * r,
    ground: GROUND - 3.5 * r,
  }));
  const width = Math.max(220, ...rows.map((r) => r.width * r.k + 44));
  const draw = (b: Placed, ground: number, k: number) => (
    <g
      key={b.id}
      transform={`translate(${(b.x * k - 60 * b.scale * k).toFixed(2)} ${(ground - GROUND * b.scale * k).toFixed(2)}) scale(${(b.scale * k).toFixed(3)})`}
      filter={b.light < 2 ? `url(#${p}-dim${b.light})` : undefined}
      data-art={b.id}
    >
      {BUILDING_SHAPES[b.id](p)}
    </g>
  );
  return (
    <svg
      className="art base-skyline"
      viewBox={`${(-width / 2).toFixed(1)} 0 ${width.toFixed(1)} 64`}
      preserveAspectRatio="xMidYMax meet"
      aria-hidden="true"
      focusable="false"
    >
      <ArtDefs p={p} />
      {/* a building of a low level stands darker: its colours scaled down */}
      {[0.55, 0.78].map((k, i) => (
        <filter key={k} id={`${p}-dim${i}`}>
          <feComponentTransfer>
            <feFuncR type="linear" slope={k} />
            <feFuncG type="linear" slope={k} />
            <feFuncB type="linear" slope={k} />
          </feComponentTransfer>
        </filter>
      ))}
      <g transform="translate(-60 0)">
        <Backdrop p={p} />
      </g>
      <circle
        cx={width / 2 - 16}
        cy="11"
        r="7"
        fill={paint(p, 'moon')}
        stroke="#7dd3fc"
        strokeOpacity={0.35}
        strokeWidth={0.5}
      />
      {rows
        .slice()
        .reverse()
        .map((r, i) => (
          <g key={r.k}>
            {/* a far row sinks into the night */}
            {i > 0 && (
              <rect x={-width} y="-400" width={width * 2} height={400 + GROUND} fill="#0b1a36" fillOpacity={0.35} />
            )}
            {r.k === 1 && (
              <ellipse cx="0" cy={GROUND + 1} rx={r.width / 2 + 10} ry="3" fill="#000" fillOpacity={0.35} />
            )}
            {r.placed.map((b) => draw(b, r.ground, r.k))}
          </g>
        ))}
    </svg>
  );
}
