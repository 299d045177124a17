/**
 * A fleet under way on the map (inside its SVG, in map cells): a dashed course from where it left to
 * where it goes, and a small ship at its current place, nose along the course, with its ETA as a
 * tooltip (<title>) and a small label. The caller recomputes the place every second from server
 * times; the dashes flow and the engine glows by CSS animation, which stops when the system asks for
 * reduced motion. Decorative: the march queue names every fleet.
 */

type Point = { x: number; y: number };

/** Where a fleet is on its course, in map cells (the centre of a spot is +0.5). */
export function fleetAt(from: Point, to: Point, done: number): Point & { angle: number } {
  const x1 = from.x + 0.5;
  const y1 = from.y + 0.5;
  const x2 = to.x + 0.5;
  const y2 = to.y + 0.5;
  return { x: x1 + (x2 - x1) * done, y: y1 + (y2 - y1) * done, angle: (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI };
}

/**
 * Where each fleet's label goes, relative to its ship: above it, else below, else further out, so
 * labels of fleets close together do not overlap, and never past the edges of the view.
 */
export function placeFleetLabels(
  fleets: (Point & { label: string })[],
  fontSize: number,
  view: Point & { span: number },
): Point[] {
  const taken: { x1: number; x2: number; y1: number; y2: number }[] = [];
  const gap = 0.45;
  const tries = [
    -gap,
    gap + fontSize * 0.8,
    -gap - fontSize * 1.1,
    gap + fontSize * 1.9,
    -gap - fontSize * 2.2,
    gap + fontSize * 3,
  ];
  return fleets.map((f) => {
    const half = (f.label.length * 0.62 * fontSize) / 2 + 0.1;
    const cx = Math.min(Math.max(f.x, view.x + half), view.x + view.span - half);
    const boxAt = (dy: number) => {
      // the baseline, kept inside the view from top to bottom
      const base = Math.min(Math.max(f.y + dy, view.y + fontSize * 0.9), view.y + view.span - fontSize * 0.25);
      return { x1: cx - half, x2: cx + half, y1: base - fontSize * 0.85, y2: base + fontSize * 0.2, base };
    };
    const free =
      tries.map(boxAt).find((b) => !taken.some((t) => b.x1 < t.x2 && t.x1 < b.x2 && b.y1 < t.y2 && t.y1 < b.y2)) ??
      boxAt(tries[0] ?? -gap);
    taken.push(free);
    return { x: cx - f.x, y: free.base - f.y };
  });
}

interface Props {
  from: Point;
  to: Point;
  /** how far along the course, 0 to 1 */
  done: number;
  /** on its way home: the course is drawn in cyan */
  returning?: boolean;
  /** the tooltip: where it goes and when it is there */
  title: string;
  /** the short label beside the ship (the ETA) */
  label: string;
  /** the label's size in map cells (the map knows how big a cell is on screen) */
  fontSize: number;
  /** where the label goes, relative to the ship (placeFleetLabels) */
  labelAt: Point;
  /** whose fleet: mine (amber), an ally's (cyan), a hostile one (red), a stranger's the observatory sees (slate) */
  relation?: 'own' | 'ally' | 'hostile' | 'neutral';
}

export function FleetMark({
  from,
  to,
  done,
  returning = false,
  title,
  label,
  fontSize,
  labelAt,
  relation = 'own',
}: Props) {
  const { x, y, angle } = fleetAt(from, to, done);
  return (
    <g className={`fleet ${relation}${returning ? ' returning' : ''}`} data-fleet={relation}>
      <line className="fleet-course" x1={from.x + 0.5} y1={from.y + 0.5} x2={to.x + 0.5} y2={to.y + 0.5} />
      <line className="fleet-trail" x1={from.x + 0.5} y1={from.y + 0.5} x2={x} y2={y} />
      <g className="fleet-ship" transform={`translate(${x.toFixed(3)} ${y.toFixed(3)})`}>
        <title>{title}</title>
        <g transform={`rotate(${angle.toFixed(1)})`}>
          <circle className="fleet-glow" cx={-0.22} cy={0} r={0.17} />
          <path className="fleet-hull" d="M.36 0-.22-.22-.1 0-.22.22Z" />
        </g>
        <text
          className="fleet-eta"
          x={labelAt.x}
          y={labelAt.y}
          fontSize={fontSize}
          strokeWidth={fontSize * 0.25}
          textAnchor="middle"
        >
          {label}
        </text>
      </g>
    </g>
  );
}
