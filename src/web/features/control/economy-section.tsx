/** /control → Economy: a world's day from the ledger — what was created and destroyed, units; the stations' board and top movers. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MarketBoard } from './market-board.tsx';

const WORLDS = graphql('query EconomyWorlds { adminWorlds { id name } }');
const DAY = graphql(`query EconomyDay($w: ID!, $d: String!) { adminEconomy(worldId: $w, day: $d) {
  day totals { resource created destroyed } faucets { kind resource amount } sinks { kind resource amount }
  units { unit built lost } } }`);

const fmt = (n: number) => Math.round(n).toLocaleString();

/** Created to the right, destroyed to the left of one axis, a row per resource: the day at a glance. */
function FlowChart({ totals }: { totals: { resource: string; created: number; destroyed: number }[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...totals.flatMap((x) => [x.created, x.destroyed]));
  const row = 28;
  const label = 90;
  const half = 150;
  const width = label + half * 2 + 10;
  return (
    <svg
      className="economy-chart"
      viewBox={`0 0 ${width} ${totals.length * row + 24}`}
      role="img"
      aria-label={t('ops.economy.chart')}
    >
      <text x={label + half - 6} y={14} textAnchor="end" className="axis">
        {t('ops.economy.destroyed')}
      </text>
      <text x={label + half + 6} y={14} className="axis">
        {t('ops.economy.created')}
      </text>
      {totals.map((x, i) => {
        const y = 22 + i * row;
        const c = (x.created / max) * half;
        const d = (x.destroyed / max) * half;
        return (
          <g key={x.resource} data-resource={x.resource}>
            <title>{`${t(`resources.${x.resource}` as never)}: +${fmt(x.created)} / −${fmt(x.destroyed)}`}</title>
            <text x={0} y={y + 15}>
              {t(`resources.${x.resource}` as never)}
            </text>
            <rect x={label + half - d} y={y + 3} width={d} height={row - 8} className="sink" />
            <rect x={label + half} y={y + 3} width={c} height={row - 8} className="faucet" />
          </g>
        );
      })}
      <line x1={label + half} x2={label + half} y1={18} y2={22 + totals.length * row} className="axis-line" />
    </svg>
  );
}

export function EconomySection({ focus }: { focus?: { worldId: string; day: string } | null }) {
  const { t } = useTranslation();
  const worlds = useQuery({ queryKey: ['admin-worlds-short'], queryFn: () => gql(WORLDS) });
  const [chosen, setChosen] = useState<string | null>(focus?.worldId ?? null);
  const [day, setDay] = useState(() => focus?.day ?? new Date().toISOString().slice(0, 10));
  const worldId = chosen ?? worlds.data?.adminWorlds[0]?.id ?? null;
  const q = useQuery({
    queryKey: ['admin-economy', worldId, day],
    queryFn: () => gql(DAY, { w: worldId as string, d: day }),
    enabled: !!worldId && /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  const e = q.data?.adminEconomy;
  const kind = (k: string) => t(`ops.ledger.kinds.${k.replace(':', '-')}` as never);
  const flows = (title: string, list: { kind: string; resource: string; amount: number }[], id: string) => (
    <div className="panel">
      <h3>{title}</h3>
      {list.length === 0 ? (
        <p className="empty">{t('ops.economy.none')}</p>
      ) : (
        <table className="stack" data-testid={id}>
          <tbody>
            {list.map((f) => (
              <tr key={`${f.kind}-${f.resource}`}>
                <td data-label={t('ops.ledger.kind')}>{kind(f.kind)}</td>
                <td data-label={t('ops.ledger.resources')}>{t(`resources.${f.resource}` as never)}</td>
                <td className="num">{fmt(f.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
  return (
    <div className="economy">
      <p className="hint">{t('ops.economy.intro')}</p>
      <div className="row filters">
        <label>
          {t('ops.checks.world')}{' '}
          <select value={worldId ?? ''} onChange={(ev) => setChosen(ev.target.value)}>
            {worlds.data?.adminWorlds.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ops.economy.day')} <input type="date" value={day} onChange={(ev) => setDay(ev.target.value)} />
        </label>
      </div>
      {e && (
        <>
          <FlowChart totals={e.totals} />
          <div className="grid-2">
            {flows(t('ops.economy.faucets'), e.faucets, 'economy-faucets')}
            {flows(t('ops.economy.sinks'), e.sinks, 'economy-sinks')}
            <div className="panel">
              <h3>{t('ops.economy.units')}</h3>
              {e.units.length === 0 ? (
                <p className="empty">{t('ops.economy.none')}</p>
              ) : (
                <table className="stack">
                  <thead>
                    <tr>
                      <th>{t('ops.ledger.units')}</th>
                      <th>{t('ops.economy.built')}</th>
                      <th>{t('ops.economy.lost')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.units.map((u) => (
                      <tr key={u.unit}>
                        <td data-label={t('ops.ledger.units')}>{t(`units.${u.unit}` as never)}</td>
                        <td className="num" data-label={t('ops.economy.built')}>
                          {fmt(u.built)}
                        </td>
                        <td className="num" data-label={t('ops.economy.lost')}>
                          {fmt(u.lost)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </div>
        </>
      )}
      {worldId && /^\d{4}-\d{2}-\d{2}$/.test(day) && <MarketBoard worldId={worldId} day={day} />}
    </div>
  );
}
