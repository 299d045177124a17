/**
 * The map itself: an SVG over the coordinate grid, one cell per spot, centred on `centre`. Drag (mouse
 * or touch) or the arrow keys pan it, + and − zoom; a tap or click selects a spot. Objects are drawn
 * with their marks, commanders' bases as planets marked mine,
 * an ally's, hostile or neutral (base-mark.tsx), the selected spot outlined in cyan, fleets under
 * way — mine amber, allies' cyan, hostile red — as dashed courses with a ship and its ETA.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseRelation, type Spot } from '../../../game/index.ts';
import { FleetMark, fleetAt, placeFleetLabels } from '../../components/art/fleet-mark.tsx';
import { CelestialGlyph } from '../../components/celestial-marks.tsx';
import { BaseMark, BaseMarkDefs } from './base-mark.tsx';
import type { MapItem } from './map-data.ts';

interface Props {
  centre: Spot;
  radius: number;
  size: number;
  items: MapItem[];
  /** objects a fleet holds: mine ringed in my colour, an ally's or a stranger's in theirs */
  held?: { x: number; y: number; own: boolean; ally: boolean }[];
  selected: Spot | null;
  /** fleets under way (mine, allies', hostile): the course, how far along it (from server times) and the ETA */
  fleets?: Fleet[];
  /** commanders whose fleets fly at me or an ally: their bases are marked hostile */
  hostile?: ReadonlySet<string>;
  /** bases strength protection shelters from me (decision 067), by "x:y": a small shield beside them */
  sheltered?: ReadonlyMap<string, number>;
  onSelect: (s: Spot) => void;
  onPan: (dx: number, dy: number) => void;
  /** a step in (−1) or out (+1) */
  onZoom?: (step: number) => void;
}

export interface Fleet {
  id: string;
  from: Spot;
  to: Spot;
  done: number;
  returning: boolean;
  eta: string;
  title: string;
  relation?: 'own' | 'ally' | 'hostile' | 'neutral';
}

const KEYS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const NO_ONE: ReadonlySet<string> = new Set();
const NO_SHELTER: ReadonlyMap<string, number> = new Map();

/** A small shield at the top right of a base strength protection shelters from me (the list beside the map says until when). */
function ShelterMark({ x, y, spot }: { x: number; y: number; spot: string }) {
  return (
    <path
      d={`M${x + 0.72} ${y + 0.06}l0.2 0.07v0.14c0 0.12-0.09 0.2-0.2 0.25c-0.11-0.05-0.2-0.13-0.2-0.25v-0.14z`}
      className="galaxy-sheltered"
      data-sheltered={spot}
    />
  );
}

export function GalaxyView({
  centre,
  radius,
  size,
  items,
  held = [],
  selected,
  fleets = [],
  hostile = NO_ONE,
  sheltered = NO_SHELTER,
  onSelect,
  onPan,
  onZoom,
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const span = 2 * radius + 1;
  const cellPx = () => (ref.current?.getBoundingClientRect().width ?? span) / span;
  // a cell's size on screen, so a fleet's ETA label is written at 14 px whatever the zoom
  const [cell, setCell] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCell(el.getBoundingClientRect().width / span);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [span]);

  const down = (e: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (!drag.current) return;
    setOffset({ x: (e.clientX - drag.current.x) / cellPx(), y: (e.clientY - drag.current.y) / cellPx() });
  };
  const up = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    setOffset({ x: 0, y: 0 });
    if (!d) return;
    const dx = (e.clientX - d.x) / cellPx();
    const dy = (e.clientY - d.y) / cellPx();
    if (Math.abs(dx) < 0.3 && Math.abs(dy) < 0.3) {
      const box = e.currentTarget.getBoundingClientRect();
      const x = centre.x - radius + Math.floor((e.clientX - box.left) / cellPx());
      const y = centre.y - radius + Math.floor((e.clientY - box.top) / cellPx());
      if (x >= 0 && y >= 0 && x < size && y < size) onSelect({ x, y });
    } else onPan(-Math.round(dx), -Math.round(dy));
  };
  const key = (e: KeyboardEvent<HTMLElement>) => {
    const step = KEYS[e.key];
    if (step) {
      e.preventDefault();
      const n = e.shiftKey ? radius : 1;
      onPan(step[0] * n, step[1] * n);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(centre);
    } else if (onZoom && (e.key === '+' || e.key === '=' || e.key === '-' || e.key === '_')) {
      e.preventDefault();
      onZoom(e.key === '+' || e.key === '=' ? -1 : 1);
    }
  };

  const x0 = centre.x - radius - offset.x;
  const y0 = centre.y - radius - offset.y;
  const lines = Array.from({ length: span + 3 }, (_, i) => i - 1);
  // ETA labels written at 14 px on screen, placed so that no two overlap
  const labels =
    cell > 0
      ? placeFleetLabels(
          fleets.map((f) => ({ ...fleetAt(f.from, f.to, f.done), label: f.eta })),
          14 / cell,
          { x: x0, y: y0, span },
        )
      : [];
  return (
    <section
      className="galaxy-view"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys; its objects are also listed as buttons beside it
      tabIndex={0}
      aria-label={t('galaxy.mapLabel')}
      aria-describedby="galaxy-keys"
      onKeyDown={key}
      data-testid="galaxy-map"
    >
      <svg
        ref={ref}
        viewBox={`${x0} ${y0} ${span} ${span}`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => (drag.current = null)}
        aria-hidden="true"
      >
        <BaseMarkDefs />
        <rect x={0} y={0} width={size} height={size} className="galaxy-bounds" />
        {lines.map((i) => (
          <g key={i} className="galaxy-grid">
            <line x1={Math.floor(x0) + i} y1={y0 - 1} x2={Math.floor(x0) + i} y2={y0 + span + 1} />
            <line x1={x0 - 1} y1={Math.floor(y0) + i} x2={x0 + span + 1} y2={Math.floor(y0) + i} />
          </g>
        ))}
        {items.map((o) => (
          <g key={o.coordinates} data-spot={o.coordinates} data-type={o.type}>
            {o.radar && (
              <circle cx={o.x + 0.5} cy={o.y + 0.5} r={0.47} className="galaxy-radar" data-radar={o.coordinates} />
            )}
            {o.type === 'solar-system' ? (
              <>
                <BaseMark
                  x={o.x}
                  y={o.y}
                  relation={baseRelation(o, hostile)}
                  diplomacy={o.diplomacy}
                  marker={o.marker}
                />
                {sheltered.has(o.coordinates) && <ShelterMark x={o.x} y={o.y} spot={o.coordinates} />}
              </>
            ) : (
              <CelestialGlyph kind={o.type} x={o.x} y={o.y} />
            )}
          </g>
        ))}
        {held.map((h) => (
          <circle
            key={`held-${h.x}:${h.y}`}
            cx={h.x + 0.5}
            cy={h.y + 0.5}
            r={0.46}
            className={h.own ? 'galaxy-held mine' : h.ally ? 'galaxy-held ally' : 'galaxy-held'}
            data-held={`${h.x}:${h.y}`}
          />
        ))}
        {cell > 0 &&
          fleets.map((f, i) => (
            <FleetMark
              key={f.id}
              from={f.from}
              to={f.to}
              done={f.done}
              returning={f.returning}
              title={f.title}
              label={f.eta}
              fontSize={14 / cell}
              labelAt={labels[i] ?? { x: 0, y: 0 }}
              relation={f.relation}
            />
          ))}
        {selected && (
          <rect x={selected.x + 0.04} y={selected.y + 0.04} width={0.92} height={0.92} className="galaxy-selected" />
        )}
        <rect x={centre.x + 0.02} y={centre.y + 0.02} width={0.96} height={0.96} className="galaxy-centre" />
      </svg>
    </section>
  );
}
