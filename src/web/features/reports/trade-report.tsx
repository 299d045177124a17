/**
 * A trade report: a convoy's cargo (who sent it to whom), a black-market exchange, a standing
 * order's fill or a station holder's tax (paid, received, the tax and who took it), or a smuggler's
 * wager with its dice, checked in the browser as the den checks them.
 */
import { useTranslation } from 'react-i18next';
import { verifyWager } from '../../lib/fair-dice.ts';
import { Amounts } from './body-parts.tsx';

export interface ConvoyData {
  trade: 'convoy';
  role: 'received' | 'delivered';
  from: string;
  to: string;
  cargo: Record<string, number>;
  total?: number;
}
export interface MarketData {
  trade: 'exchange' | 'order' | 'tax';
  station: { x: number; y: number };
  from: string;
  to: string;
  amount: number;
  net: number;
  tax: number;
  taxRate?: number;
  holder?: string | null;
  trader?: string;
  remaining?: number;
}
export interface WagerData {
  trade: 'wager';
  bet?: string;
  stake: number;
  payout: number;
  dice: number[];
  serverSeed?: string;
  seedHash?: string;
  clientSeed?: string;
}
export type TradeData = ConvoyData | MarketData | WagerData;

function Convoy({ d }: { d: ConvoyData }) {
  const { t } = useTranslation();
  const total = d.total ?? Object.values(d.cargo).reduce((s, n) => s + n, 0);
  return (
    <section className="panel" data-testid="trade-body">
      <p>
        {d.role === 'received'
          ? t('reportBody.convoy.received', { from: d.from })
          : t('reportBody.convoy.delivered', { to: d.to })}
      </p>
      <h2 className="sub">{t('reportBody.convoy.cargo')}</h2>
      <Amounts amounts={d.cargo} testId="cargo" />
      <p className="hint num">{t('reportBody.convoy.total', { total: total.toLocaleString() })}</p>
    </section>
  );
}

function Market({ d }: { d: MarketData }) {
  const { t } = useTranslation();
  const at = `${d.station.x}:${d.station.y}`;
  const res = (k: string) => t(`resources.${k}`);
  const words = { tax: d.tax.toLocaleString(), to: res(d.to), holder: d.holder ?? '' };
  const taxLine =
    d.trade === 'tax'
      ? t('reportBody.market.taxYours', words)
      : d.holder
        ? t('reportBody.market.taxTo', words)
        : t('reportBody.market.taxKept', words);
  return (
    <section className="panel" data-testid="trade-body">
      <p>{t(`reportBody.market.${d.trade}`, { at, trader: d.trader ?? '' })}</p>
      <dl>
        {d.trade !== 'tax' && (
          <>
            <dt>{t('reportBody.market.paid')}</dt>
            <dd className="num">
              {d.amount.toLocaleString()} {res(d.from)}
            </dd>
            <dt>{t('reportBody.market.received')}</dt>
            <dd className="num">
              {d.net.toLocaleString()} {res(d.to)}
            </dd>
          </>
        )}
        <dt>{t('reportBody.market.taxRate', { rate: d.taxRate ?? 0 })}</dt>
        <dd className="num">{taxLine}</dd>
        {d.trade === 'order' && (
          <>
            <dt>{t('reportBody.market.remaining')}</dt>
            <dd className="num">
              {(d.remaining ?? 0) > 0
                ? `${(d.remaining ?? 0).toLocaleString()} ${res(d.from)}`
                : t('reportBody.market.filled')}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Wager({ d }: { d: WagerData }) {
  const { t } = useTranslation();
  const bet = d.bet ? t(`den.bets.${d.bet}`) : '—';
  const checked =
    d.serverSeed && d.seedHash && d.clientSeed !== undefined
      ? verifyWager({ serverSeed: d.serverSeed, seedHash: d.seedHash, clientSeed: d.clientSeed, dice: d.dice })
      : null;
  return (
    <section className="panel" data-testid="trade-body">
      <p>
        {d.payout > 0
          ? t('reportBody.wager.won', { stake: d.stake, bet, payout: d.payout })
          : t('reportBody.wager.lost', { stake: d.stake, bet })}
      </p>
      <dl>
        <dt>{t('reportBody.wager.dice')}</dt>
        <dd className="num">{d.dice.join(' + ')}</dd>
        {d.seedHash && (
          <>
            <dt>{t('reportBody.wager.hash')}</dt>
            <dd>
              <code className="hash">{d.seedHash}</code>
            </dd>
          </>
        )}
        {d.serverSeed && (
          <>
            <dt>{t('reportBody.wager.seed')}</dt>
            <dd>
              <code className="hash">{d.serverSeed}</code>
            </dd>
          </>
        )}
        {d.clientSeed !== undefined && (
          <>
            <dt>{t('reportBody.wager.yourSeed')}</dt>
            <dd>
              <code className="hash">{d.clientSeed}</code>
            </dd>
          </>
        )}
      </dl>
      {checked !== null && (
        <p className={checked ? 'hint verified' : 'hint'} data-testid="wager-check">
          {checked ? t('den.verified') : t('den.notVerified')}
        </p>
      )}
    </section>
  );
}

export function TradeReport({ data }: { data: TradeData }) {
  if (data.trade === 'convoy') return <Convoy d={data} />;
  if (data.trade === 'wager') return <Wager d={data} />;
  if (data.trade === 'exchange' || data.trade === 'order' || data.trade === 'tax') return <Market d={data} />;
  return null;
}
