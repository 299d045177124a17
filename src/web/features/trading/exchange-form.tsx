import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkExchange, type ExchangeCheck, TRADE_RESOURCES, type TradeResource } from '../../../game/index.ts';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { BASE_KEY, stateAt, useBase, useServerNow } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { ORDERS_KEY, type Station, stationKey, stockOf } from './black-market-data.ts';
import { useCommand } from '../../lib/use-command.ts';

const EXCHANGE = graphql(
  'mutation Ex($x: Int!, $y: Int!, $f: TradeResource!, $t: TradeResource!, $a: Int!, $l: Int!) { exchange(x: $x, y: $y, from: $f, to: $t, amount: $a, atLeast: $l) { net tax } }',
);
const TAX = graphql('mutation Tax($x: Int!, $y: Int!, $t: Int!) { changeTax(x: $x, y: $y, tax: $t) { tax } }');

export function exchangeWhy(t: TFunction, c: Exclude<ExchangeCheck, { ok: true }>): string {
  switch (c.reason) {
    case 'SAME_RESOURCE':
      return serverText('Same resource');
    case 'NO_AMOUNT':
      return serverText('You need to select an amount');
    case 'NOT_ENOUGH':
      return serverText("You don't have enough resources");
    case 'TOO_SMALL':
      return serverText('Too little to fetch anything at this price');
    case 'PRICE_MOVED':
      return serverText('The price has changed since you looked, trade again');
    case 'TOO_LARGE':
      return t('market.tooLarge', { max: c.max.toLocaleString() });
  }
}

export function ResourceSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TradeResource;
  onChange: (r: TradeResource) => void;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as TradeResource)}>
      {TRADE_RESOURCES.map((r) => (
        <option key={r} value={r}>
          {t(`resources.${r}`)}
        </option>
      ))}
    </select>
  );
}

export function ExchangeForm({ station }: { station: Station }) {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const [from, setFrom] = useState<TradeResource>('food');
  const [to, setTo] = useState<TradeResource>('steel');
  const [amount, setAmount] = useState('');
  const exchange = useCommand({ invalidate: [stationKey(station), BASE_KEY, ORDERS_KEY], invalidateOnFailure: true });
  if (!base) return null;
  const have = stateAt(base, now).resources;
  const n = Number(amount || 0);
  const check = checkExchange(stockOf(station), have, from, to, n, station.tax);
  const why = amount === '' ? null : check.ok ? null : exchangeWhy(t, check);

  async function trade(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok) return;
    const r = await exchange.run(EXCHANGE, { x: station.x, y: station.y, f: from, t: to, a: n, l: check.net });
    if (!r) return;
    notify(
      'success',
      t('market.traded', {
        amount: n.toLocaleString(),
        from: t(`resources.${from}`),
        net: r.exchange.net.toLocaleString(),
        to: t(`resources.${to}`),
      }),
    );
    setAmount('');
  }

  return (
    <form
      className="panel form market-form"
      onSubmit={(e) => void trade(e)}
      aria-busy={exchange.pending}
      aria-labelledby="exchange-title"
    >
      <h2 id="exchange-title">{t('market.exchange')}</h2>
      <div className="market-pair">
        <div className="field">
          <label htmlFor="ex-from">{t('market.give')}</label>
          <ResourceSelect id="ex-from" value={from} onChange={setFrom} />
        </div>
        <div className="field">
          <label htmlFor="ex-to">{t('market.want')}</label>
          <ResourceSelect id="ex-to" value={to} onChange={setTo} />
        </div>
      </div>
      <label className="field">
        <span>{t('market.amount')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby="ex-have"
        />
      </label>
      <p id="ex-have" className="hint num with-icon">
        <ResourceIcon kind={from} /> {t('market.have', { amount: Math.floor(have[from]).toLocaleString() })}
      </p>
      <p className="num" data-testid="exchange-preview" aria-live="polite">
        {check.ok
          ? station.holder
            ? t('market.previewHeld', {
                net: check.net.toLocaleString(),
                to: t(`resources.${to}`),
                tax: check.tax.toLocaleString(),
                rate: station.tax,
                holder: station.holder,
              })
            : t('market.preview', {
                net: check.net.toLocaleString(),
                to: t(`resources.${to}`),
                tax: check.tax.toLocaleString(),
                rate: station.tax,
              })
          : t('market.previewNone')}
      </p>
      {why && (
        <p className="why" id="ex-why">
          {why}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-accent btn-big"
        disabled={!check.ok || exchange.pending}
        aria-describedby={why ? 'ex-why' : undefined}
      >
        {exchange.pending ? t('market.trading') : t('market.exchange')}
      </button>
    </form>
  );
}

/** The holder's tax dial: 0 to 25 percent. */
export function TaxForm({ station }: { station: Station }) {
  const { t } = useTranslation();
  const [tax, setTax] = useState(String(station.tax));
  const command = useCommand({ invalidate: [stationKey(station)], invalidateOnFailure: true });
  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (await command.run(TAX, { x: station.x, y: station.y, t: Number(tax) }))
      notify('success', t('market.taxChanged', { tax }));
  }
  return (
    <form className="panel form inline" onSubmit={(e) => void save(e)} aria-busy={command.pending} noValidate>
      <h2>{t('market.yourStation')}</h2>
      <p className="hint">{t('market.taxAbout')}</p>
      <label className="field">
        <span>{t('market.taxRate')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={25}
          step={1}
          value={tax}
          onChange={(e) => setTax(e.target.value)}
        />
      </label>
      <button type="submit" className="btn" disabled={command.pending}>
        {t('market.changeTax')}
      </button>
    </form>
  );
}
