/**
 * Standing orders at a station: sell `total` of one resource while the station pays at least
 * `price` of another after tax. The form previews the spec's refusals with src/game checkOrder
 * ('Same resource', 'This trade combination already exists'); my orders are listed with what they
 * sold and can be taken down (what is unsold returns to the stores).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOrder, marketPrice, type OrderCheck, type TradeResource } from '../../../game/index.ts';
import { BASE_KEY, stateAt, useBase, useServerNow } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { ORDERS_KEY, type Order, type Station, stationKey, stockOf, useOrders } from './black-market-data.ts';
import { ResourceSelect } from './exchange-form.tsx';
import { useCommand } from '../../lib/use-command.ts';

function orderWhy(t: (k: string) => string, c: Exclude<OrderCheck, { ok: true }>): string {
  switch (c.reason) {
    case 'SAME_RESOURCE':
      return serverText('Same resource');
    case 'DUPLICATE':
      return serverText('This trade combination already exists');
    case 'NO_AMOUNT':
      return serverText('You need to select an amount');
    case 'NOT_ENOUGH':
      return serverText("You don't have enough resources");
    case 'BAD_PRICE':
      return serverText('Price must be a positive number');
    case 'TOO_MANY':
      return t('market.tooMany');
  }
}

function OrderRow({ o }: { o: Order }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const cancel = async () => {
    try {
      await gql(graphql('mutation Cancel($id: ID!) { cancelTradeOrder(orderId: $id) { id } }'), { id: o.id });
      notify('info', t('market.cancelled'));
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: ORDERS_KEY });
      void qc.invalidateQueries({ queryKey: BASE_KEY });
    }
  };
  return (
    <tr data-testid="order" data-status={o.status}>
      <td>
        {t(`resources.${o.resourceFrom}`)} → {t(`resources.${o.resourceTo}`)}
      </td>
      <td className="num">{o.price}</td>
      <td className="num">
        {(o.total - o.remaining).toLocaleString()} / {o.total.toLocaleString()}
      </td>
      <td className="num">{o.received.toLocaleString()}</td>
      <td className="num">{o.taxRate}%</td>
      <td className="num">
        {o.location.x}:{o.location.y}
      </td>
      <td>{t(`market.status.${o.status}`)}</td>
      <td>
        {o.status === 'open' && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void cancel()}>
            {t('market.cancel')}
          </button>
        )}
      </td>
    </tr>
  );
}

const PLACE = graphql(
  'mutation Order($x: Int!, $y: Int!, $f: TradeResource!, $t: TradeResource!, $p: Float!, $n: Int!) { placeTradeOrder(x: $x, y: $y, from: $f, to: $t, price: $p, total: $n) { id } }',
);

export function OrdersPanel({ station }: { station: Station }) {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const orders = useOrders().data ?? [];
  const [from, setFrom] = useState<TradeResource>('food');
  const [to, setTo] = useState<TradeResource>('steel');
  const [price, setPrice] = useState('');
  const [total, setTotal] = useState('');
  const command = useCommand({ invalidate: [ORDERS_KEY, BASE_KEY, stationKey(station)], invalidateOnFailure: true });
  if (!base) return null;
  const have = stateAt(base, now).resources;
  const open = orders
    .filter((o) => o.status === 'open')
    .map((o) => ({ from: o.resourceFrom, to: o.resourceTo, station: `${o.location.x}:${o.location.y}` }));
  const check = checkOrder(
    { from, to, price: Number(price), total: Number(total || 0) },
    have,
    open,
    `${station.x}:${station.y}`,
  );
  // the spec's texts show as soon as they apply (a pair, a duplicate); the rest once both numbers are in
  const early = !check.ok && (check.reason === 'SAME_RESOURCE' || check.reason === 'DUPLICATE');
  const why = !check.ok && (early || (price !== '' && total !== '')) ? orderWhy(t, check) : null;
  const now1 = from === to ? 0 : marketPrice(stockOf(station), from, to) * (1 - station.tax / 100);

  async function place(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok) return;
    const placed = await command.run(PLACE, {
      x: station.x,
      y: station.y,
      f: from,
      t: to,
      p: Number(price),
      n: Number(total),
    });
    if (!placed) return;
    notify('success', t('market.orderPlaced'));
    setTotal('');
  }

  return (
    <section className="panel" aria-labelledby="orders-title">
      <h2 id="orders-title">{t('market.orders')}</h2>
      <p className="hint">{t('market.ordersAbout')}</p>
      <form className="form market-form" onSubmit={(e) => void place(e)} aria-busy={command.pending}>
        <div className="market-pair">
          <div className="field">
            <label htmlFor="order-from">{t('market.sell')}</label>
            <ResourceSelect id="order-from" value={from} onChange={setFrom} />
          </div>
          <div className="field">
            <label htmlFor="order-to">{t('market.for')}</label>
            <ResourceSelect id="order-to" value={to} onChange={setTo} />
          </div>
        </div>
        <div className="market-pair">
          <label className="field">
            <span>{t('market.minPrice')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </label>
          <label className="field">
            <span>{t('market.total')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={total}
              onChange={(e) => setTotal(e.target.value)}
            />
          </label>
        </div>
        {from !== to && (
          <p className="hint num">
            {t('market.priceNow', {
              price: Math.round(now1 * 10_000) / 10_000,
              from: t(`resources.${from}`),
              to: t(`resources.${to}`),
            })}
          </p>
        )}
        {why && (
          <p className="why" id="order-why">
            {why}
          </p>
        )}
        <button
          type="submit"
          className="btn"
          disabled={!check.ok || command.pending}
          aria-describedby={why ? 'order-why' : undefined}
        >
          {t('market.placeOrder')}
        </button>
      </form>
      {orders.length === 0 ? (
        <p className="empty">{t('market.noOrders')}</p>
      ) : (
        <div className="table-wrap">
          <table data-testid="orders">
            <thead>
              <tr>
                <th scope="col">{t('market.pair')}</th>
                <th scope="col">{t('market.price')}</th>
                <th scope="col">{t('market.sold')}</th>
                <th scope="col">{t('market.received')}</th>
                <th scope="col">{t('market.taxRate')}</th>
                <th scope="col">{t('market.location')}</th>
                <th scope="col">{t('market.state')}</th>
                <th scope="col">
                  <span className="sr-only">{t('market.cancel')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <OrderRow key={o.id} o={o} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
