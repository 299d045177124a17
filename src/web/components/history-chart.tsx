/** A curve of one figure over days, in plain SVG: it scales to its box, its labels are text beside it. */
import { useTranslation } from 'react-i18next';

export interface ChartPoint {
  day: string;
  value: number;
}

const W = 600;
const H = 200;
const PAD = 8;

export function HistoryChart({ points, label, testId }: { points: ChartPoint[]; label: string; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (points.length === 0) return <p className="hint">{t('history.none')}</p>;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => (points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => H - PAD - ((v - min) * (H - 2 * PAD)) / span;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const num = (n: number) => n.toLocaleString(i18n.language);
  const first = points[0] as ChartPoint;
  const last = points[points.length - 1] as ChartPoint;
  return (
    <figure className="history-chart" data-testid={testId}>
      <figcaption>
        {label}: <span className="num">{num(last.value)}</span>
      </figcaption>
      <div className="history-chart-frame">
        <span className="history-chart-max num">{num(max)}</span>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={t('history.summary', {
            label,
            from: first.day,
            to: last.day,
            first: num(first.value),
            last: num(last.value),
          })}
        >
          <line x1={0} y1={H - PAD} x2={W} y2={H - PAD} className="history-chart-axis" />
          <path d={path} className="history-chart-line" vectorEffect="non-scaling-stroke" />
          {points.map((p, i) => (
            <circle key={p.day} cx={x(i)} cy={y(p.value)} r={4} className="history-chart-dot">
              <title>{`${p.day}: ${num(p.value)}`}</title>
            </circle>
          ))}
        </svg>
        <span className="history-chart-min num">{num(min)}</span>
      </div>
      <div className="history-chart-days hint">
        <span>{first.day}</span>
        <span>{last.day}</span>
      </div>
    </figure>
  );
}
