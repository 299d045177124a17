/**
 * /trading/black-market: the trading stations within reach of my base (or the one a map link
 * names with ?x=&y=), one station's board (stock and price, tax, holder), the exchange, the
 * holder's tax, and my standing orders.
 */
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TRADE_RESOURCES } from '../../../game/index.ts';
import { CelestialIcon } from '../../components/celestial-marks.tsx';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { type Station, stockOf, useStation, useStations } from './black-market-data.ts';
import { ExchangeForm, TaxForm } from './exchange-form.tsx';
import { OrdersPanel } from './orders-panel.tsx';

function Board({ s }: { s: Station }) {
  const { t } = useTranslation();
  const stock = stockOf(s);
  return (
    <section className="panel" aria-labelledby="board-title">
      <h2 id="board-title" className="with-icon">
        <CelestialIcon kind="trading-station" size={20} />
        {t('market.station', { at: `${s.x}:${s.y}`, level: s.level })}
      </h2>
      <p className="hint" data-testid="station-terms">
        {s.holder ? t('market.heldBy', { holder: s.holder, tax: s.tax }) : t('market.unheld', { tax: s.tax })}
      </p>
      <div className="table-wrap">
        <table data-testid="board">
          <thead>
            <tr>
              <th scope="col">{t('market.resource')}</th>
              <th scope="col">{t('market.stock')}</th>
              <th scope="col">{t('market.inFood')}</th>
            </tr>
          </thead>
          <tbody>
            {TRADE_RESOURCES.map((r) => (
              <tr key={r}>
                <th scope="row">
                  <span className="with-icon">
                    <ResourceIcon kind={r} /> {t(`resources.${r}`)}
                  </span>
                </th>
                <td className="num">{Math.round(stock[r]).toLocaleString()}</td>
                <td className="num">{(stock.food / stock[r]).toFixed(r === 'food' ? 0 : 3)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">{t('market.boardAbout')}</p>
    </section>
  );
}

export function BlackMarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { x?: number | string; y?: number | string };
  const stations = useStations();
  const list = stations.data ?? [];
  const asked = search.x !== undefined && search.y !== undefined ? { x: Number(search.x), y: Number(search.y) } : null;
  const chosen = asked ?? (list[0] ? { x: list[0].x, y: list[0].y } : null);
  const station = useStation(chosen);
  const s = station.data;
  const pick = (x: number, y: number) =>
    void navigate({ to: '/trading/$type', params: { type: 'black-market' }, search: { x, y }, replace: true });

  return (
    <section className="page market">
      <h1>{t('market.title')}</h1>
      <p className="hint">{t('market.about')}</p>
      {stations.isLoading ? (
        <p>{t('loading')}</p>
      ) : list.length === 0 && !asked ? (
        <p className="empty panel">
          {t('market.noStations')} <Link to="/galaxy">{t('market.toMap')}</Link>
        </p>
      ) : (
        <nav className="station-picker" aria-label={t('market.stations')}>
          {list.map((st) => {
            const current = chosen?.x === st.x && chosen?.y === st.y;
            return (
              <button
                key={`${st.x}:${st.y}`}
                type="button"
                className={current ? 'station-chip chosen' : 'station-chip'}
                aria-pressed={current}
                onClick={() => pick(st.x, st.y)}
              >
                <strong className="num">
                  {st.x}:{st.y}
                </strong>
                <span className="hint">
                  {t('market.chip', { level: st.level, distance: st.distance, tax: st.tax })}
                  {st.holder ? ` · ${st.holder}` : ''}
                </span>
              </button>
            );
          })}
        </nav>
      )}
      {station.isError && <p className="why">{t('market.noStationThere')}</p>}
      {s && (
        <>
          <div className="grid-2">
            <Board s={s} />
            <ExchangeForm station={s} />
          </div>
          {s.heldByMe && <TaxForm station={s} />}
          <OrdersPanel station={s} />
        </>
      )}
    </section>
  );
}
