/**
 * The whole galaxy beside the map's window: each coarse cell tinted by how many objects it holds and
 * dotted by how many bases, the vault in the middle, my base, my allies' and the hostile commanders'
 * bases marked, and the window the map shows as a frame. A click or tap moves the map there; with
 * the overview focused the arrow keys move it one cell at a time.
 */
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { coordinatesOf, mapCentre, type Spot } from '../../../game/index.ts';
import type { MapOverview } from './map-data.ts';

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

interface Props {
  overview: MapOverview;
  home: Spot;
  centre: Spot;
  radius: number;
  /** bases of commanders whose fleets fly at me or an ally */
  hostile: Spot[];
  onJump: (s: Spot) => void;
}

export function GalaxyOverview({ overview: o, home, centre, radius, hostile, onJump }: Props) {
  const { t } = useTranslation();
  const maxObjects = Math.max(1, ...o.objects);
  const maxBases = Math.max(1, ...o.bases);
  const clamp = (v: number) => Math.max(0, Math.min(o.size - 1, Math.round(v)));
  const click = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onJump({
      x: clamp(((e.clientX - box.left) / box.width) * o.size - 0.5),
      y: clamp(((e.clientY - box.top) / box.height) * o.size - 0.5),
    });
  };
  const key = (e: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    onJump({ x: clamp(centre.x + step[0] * o.cell), y: clamp(centre.y + step[1] * o.cell) });
  };
  const vault = mapCentre(o.size);
  const dot = (s: Spot, r: number, className: string, label: string) => (
    <circle key={`${className}-${coordinatesOf(s)}`} cx={s.x + 0.5} cy={s.y + 0.5} r={r} className={className}>
      <title>{label}</title>
    </circle>
  );
  return (
    <section
      className="galaxy-overview"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the overview moves the map with the arrow keys; the map and its coordinates form do the same
      tabIndex={0}
      aria-label={t('galaxy.mapView.overviewLabel', { size: o.size, at: coordinatesOf(centre) })}
      aria-describedby="galaxy-overview-keys"
      onKeyDown={key}
      data-testid="galaxy-overview"
    >
      <svg viewBox={`0 0 ${o.size} ${o.size}`} onPointerUp={click} aria-hidden="true">
        <rect width={o.size} height={o.size} className="overview-space" />
        {o.objects.map((n, i) => {
          if (n === 0 && (o.bases[i] ?? 0) === 0) return null;
          const x = (i % o.side) * o.cell;
          const y = Math.floor(i / o.side) * o.cell;
          const b = o.bases[i] ?? 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells are a fixed grid, the index is the cell
            <g key={i}>
              <rect x={x} y={y} width={o.cell} height={o.cell} className="overview-objects" opacity={n / maxObjects} />
              {b > 0 && (
                <circle
                  cx={x + o.cell / 2}
                  cy={y + o.cell / 2}
                  r={(o.cell / 2) * (0.25 + 0.6 * Math.sqrt(b / maxBases))}
                  className="overview-bases"
                />
              )}
            </g>
          );
        })}
        <path
          d={`M${vault.x + 0.5} ${vault.y + 0.5 - o.cell * 0.6}l${o.cell * 0.6} ${o.cell * 0.6}l${-o.cell * 0.6} ${o.cell * 0.6}l${-o.cell * 0.6} ${-o.cell * 0.6}Z`}
          className="overview-vault"
        />
        {o.allies.map((s) => dot(s, o.cell * 0.35, 'overview-ally', t('galaxy.mapView.legendAlly')))}
        {hostile.map((s) => dot(s, o.cell * 0.35, 'overview-hostile', t('galaxy.mapView.legendHostile')))}
        {dot(home, o.cell * 0.45, 'overview-home', t('galaxy.yourBase'))}
        <rect
          x={centre.x - radius}
          y={centre.y - radius}
          width={2 * radius + 1}
          height={2 * radius + 1}
          className="overview-window"
          data-window={`${centre.x - radius}:${centre.y - radius}:${2 * radius + 1}`}
        />
      </svg>
      <p className="hint" id="galaxy-overview-keys">
        {t('galaxy.mapView.overviewKeys')}
      </p>
    </section>
  );
}

/** The overview's place while it loads: the same square and the same line under it, nothing in them. */
export function GalaxyOverviewPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="galaxy-overview" aria-busy="true" data-testid="galaxy-overview-loading">
      <svg viewBox="0 0 1 1" aria-hidden="true" />
      <p className="hint">{t('galaxy.mapView.overviewKeys')}</p>
    </div>
  );
}
