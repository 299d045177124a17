/**
 * /control → Economy: the trading stations' board for a world's day (decision 087) — each station
 * resource's closes and volumes over 14 days as a small chart, the days the price watch flags marked
 * with their reason, and the day's commanders with the largest net change.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

const BOARD = graphql(`query MarketBoard($w: ID!, $d: String!) { adminMarket(worldId: $w, day: $d) {
  day from stations { x y resource change days { day close volume } anomalies { day kind value median } }
  anomalies { day x y resource kind value median }
  movers { profileId username gained spent net } } }`);

/** Rows shown before "and N more". */
const SHOWN = 30;
const DAY_MS = 86_400_000;
const dayIndex = (from: string, day: string) => Math.round((Date.parse(day) - Date.parse(from)) / DAY_MS);

export interface AnomalyView {
  kind: string;
  value: number;
  median: number;
}

const price = (n: number, lng?: string) => n.toLocaleString(lng, { maximumSignificantDigits: 3 });
const whole = (n: number, lng?: string) => Math.round(n).toLocaleString(lng);

/** Why the watch flagged a day, in a few words with its figures. */
export function anomalyReason(t: TFunction, a: AnomalyView, lng?: string): string {
  const ratio = (a.median > 0 ? a.value / a.median : 0).toLocaleString(lng, { maximumFractionDigits: 1 });
  const fmt = a.kind === 'volume' ? whole : price;
  const key = a.kind === 'price-high' ? 'priceHigh' : a.kind === 'price-low' ? 'priceLow' : 'volume';
  return t(`econops.reason.${key}` as never, { ratio, median: fmt(a.median, lng), value: fmt(a.value, lng) });
}

/** A station resource's 14 days: the close as a line, the volume as bars below; a flagged price is a red dot, a flagged volume a red bar. */
function Spark({
  from,
  days,
  anomalies,
  label,
}: {
  from: string;
  days: { day: string; close: number; volume: number }[];
  anomalies: { day: string; kind: string }[];
  label: string;
}) {
  const price = new Set(anomalies.filter((a) => a.kind !== 'volume').map((a) => a.day));
  const volume = new Set(anomalies.filter((a) => a.kind === 'volume').map((a) => a.day));
  const w = 196;
  const step = w / 13;
  const top = 4;
  const lineH = 30;
  const barTop = 38;
  const barH = 14;
  const closes = days.map((d) => d.close);
  const lo = Math.min(...closes);
  const hi = Math.max(...closes);
  const span = hi - lo || 1;
  const maxVol = Math.max(1, ...days.map((d) => d.volume));
  const px = (d: { day: string }) => dayIndex(from, d.day) * step;
  const py = (c: number) => top + (hi === lo ? lineH / 2 : lineH - ((c - lo) / span) * lineH);
  return (
    <svg className="spark" viewBox={`-4 0 ${w + 8} ${barTop + barH}`} role="img" aria-label={label}>
      <title>{label}</title>
      {days.map((d) => {
        const h = Math.max(1, (d.volume / maxVol) * barH);
        return (
          <rect
            key={`v${d.day}`}
            x={px(d) - 2.5}
            y={barTop + barH - h}
            width={5}
            height={h}
            className={volume.has(d.day) ? 'vol hot' : 'vol'}
          />
        );
      })}
      <polyline className="close" fill="none" points={days.map((d) => `${px(d)},${py(d.close)}`).join(' ')} />
      {days.map((d) =>
        price.has(d.day) ? (
          <circle key={`c${d.day}`} cx={px(d)} cy={py(d.close)} r={3.5} className="hot" data-day={d.day} />
        ) : null,
      )}
    </svg>
  );
}

export function MarketBoard({ worldId, day }: { worldId: string; day: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  const q = useQuery({
    queryKey: ['admin-market', worldId, day],
    queryFn: () => gql(BOARD, { w: worldId, d: day }),
  });
  const b = q.data?.adminMarket;
  if (!b) return null;
  const resource = (r: string) => t(`resources.${r}` as never);
  const today = b.anomalies.filter((a) => a.day === day);
  const shown = b.stations.slice(0, SHOWN);
  return (
    <>
      <div className="panel wide market-board">
        <h3>{t('econops.board.title')}</h3>
        <p className="hint">{t('econops.board.intro')}</p>
        {today.length > 0 && (
          <ul className="anomalies" data-testid="market-anomalies">
            {today.map((a) => (
              <li key={`${a.x}:${a.y}:${a.resource}:${a.kind}`}>
                <strong>
                  {t('econops.board.station', { x: a.x, y: a.y })} · {resource(a.resource)}
                </strong>{' '}
                — {anomalyReason(t, a, lng)}
              </li>
            ))}
          </ul>
        )}
        {b.stations.length === 0 ? (
          <p className="empty">{t('econops.board.none')}</p>
        ) : (
          <div className="table-wrap">
            <table className="stack" data-testid="market-stations">
              <thead>
                <tr>
                  <th>{t('econops.board.stationHead')}</th>
                  <th>{t('econops.board.chart')}</th>
                  <th>{t('econops.board.close')}</th>
                  <th>{t('econops.board.change')}</th>
                  <th>{t('econops.board.volume')}</th>
                  <th>{t('econops.board.alert')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((s) => {
                  const last = s.days.find((d) => d.day === day);
                  const todays = s.anomalies.filter((a) => a.day === day);
                  const name = `${t('econops.board.station', { x: s.x, y: s.y })} · ${resource(s.resource)}`;
                  return (
                    <tr
                      key={`${s.x}:${s.y}:${s.resource}`}
                      className={todays.length ? 'flagged' : undefined}
                      data-station={`${s.x}:${s.y}:${s.resource}`}
                    >
                      <td data-label={t('econops.board.stationHead')}>{name}</td>
                      <td data-label={t('econops.board.chart')}>
                        <Spark
                          from={b.from}
                          days={s.days}
                          anomalies={s.anomalies}
                          label={t('econops.board.chartOf', { name, from: b.from, to: day })}
                        />
                      </td>
                      <td className="num" data-label={t('econops.board.close')}>
                        {last ? price(last.close, lng) : '—'}
                      </td>
                      <td className="num" data-label={t('econops.board.change')}>
                        {s.change == null
                          ? '—'
                          : `${s.change > 0 ? '+' : ''}${(s.change * 100).toLocaleString(lng, { maximumFractionDigits: 1 })} %`}
                      </td>
                      <td className="num" data-label={t('econops.board.volume')}>
                        {last ? whole(last.volume, lng) : '—'}
                      </td>
                      <td data-label={t('econops.board.alert')}>
                        {todays.length ? todays.map((a) => anomalyReason(t, a, lng)).join('; ') : '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {b.stations.length > SHOWN && (
          <p className="hint">{t('econops.board.more', { count: b.stations.length - SHOWN })}</p>
        )}
      </div>
      <div className="panel wide">
        <h3>{t('econops.movers.title')}</h3>
        <p className="hint">{t('econops.movers.intro')}</p>
        {b.movers.length === 0 ? (
          <p className="empty">{t('ops.economy.none')}</p>
        ) : (
          <div className="table-wrap">
            <table className="stack" data-testid="economy-movers">
              <thead>
                <tr>
                  <th>{t('ops.checks.commander')}</th>
                  <th>{t('econops.movers.net')}</th>
                  <th>{t('ops.economy.gained')}</th>
                  <th>{t('ops.economy.spent')}</th>
                </tr>
              </thead>
              <tbody>
                {b.movers.map((m) => (
                  <tr key={m.profileId}>
                    <td data-label={t('ops.checks.commander')}>
                      <Link to="/control/player/$userProfileId" params={{ userProfileId: m.profileId }}>
                        {m.username}
                      </Link>
                    </td>
                    <td className={m.net < 0 ? 'num down' : 'num up'} data-label={t('econops.movers.net')}>
                      {`${m.net > 0 ? '+' : ''}${whole(m.net, lng)}`}
                    </td>
                    <td className="num" data-label={t('ops.economy.gained')}>
                      {whole(m.gained, lng)}
                    </td>
                    <td className="num" data-label={t('ops.economy.spent')}>
                      {whole(m.spent, lng)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
