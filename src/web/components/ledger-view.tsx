/** A base's evidence ledger: newest first, filtered by kind and time, a page at a time (the owner's and support's). */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameKey } from '../lib/query-keys.ts';

export interface LedgerEntryView {
  id: string;
  at: string;
  kind: string;
  cause: string;
  resources: { kind: string; amount: number }[];
  units: { type: string; count: number }[];
}
export interface LedgerPageView {
  entries: LedgerEntryView[];
  kinds: string[];
  next: string | null;
}
export interface LedgerFilter {
  k: string[] | null;
  f: string | null;
  t: string | null;
  c: string | null;
  l: number;
}

export const LEDGER_KINDS = [
  'building',
  'research',
  'training',
  'healing',
  'march',
  'rally',
  'convoy',
  'mission',
  'vault',
  'reward',
  'grant',
  'item',
  'purchase',
  'start:building',
  'start:research',
  'start:training',
  'start:healing',
  'cancel',
  'launch',
  'market-exchange',
  'market-order',
  'market-fill',
  'market-tax',
  'wager',
  'sitter',
  'revert',
] as const;

const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString()}`;

export function LedgerView({
  name,
  load,
}: {
  /** the query's name (the profile is added to it) */
  name: unknown[];
  load: (f: LedgerFilter) => Promise<LedgerPageView>;
}) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // cursors of the pages before this one (newest first): back pops, older pushes
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const filter: LedgerFilter = {
    k: kind ? [kind] : null,
    f: from ? new Date(`${from}T00:00:00Z`).toISOString() : null,
    t: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000).toISOString() : null,
    c: cursor,
    l: 20,
  };
  // the profile's own ledger is game data (a key with the profile); support's carries none
  const q = useQuery({ queryKey: useGameKey([...name, filter]), queryFn: () => load(filter) });
  const reset = () => setCursors([null]);
  const kindName = (k: string) =>
    (LEDGER_KINDS as readonly string[]).includes(k) ? t(`ops.ledger.kinds.${k.replace(':', '-')}` as never) : k;
  const unitName = (u: string) => {
    const [place, id] = u.includes(':') ? u.split(':') : ['', u];
    const name = t(`units.${id}` as never);
    return place ? `${name} (${t(`ops.ledger.places.${place}` as never)})` : name;
  };
  return (
    <div className="ledger">
      <div className="row filters">
        <label>
          {t('ops.ledger.kind')}{' '}
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              reset();
            }}
          >
            <option value="">{t('ops.ledger.allKinds')}</option>
            {LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ops.ledger.from')}{' '}
          <input
            type="date"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              reset();
            }}
          />
        </label>
        <label>
          {t('ops.ledger.to')}{' '}
          <input
            type="date"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              reset();
            }}
          />
        </label>
      </div>
      {q.isSuccess && q.data.entries.length === 0 && <p className="empty">{t('ops.ledger.empty')}</p>}
      {q.data && q.data.entries.length > 0 && (
        <div className="table-wrap">
          <table className="stack" data-testid="ledger-table">
            <thead>
              <tr>
                <th>{t('ops.ledger.when')}</th>
                <th>{t('ops.ledger.kind')}</th>
                <th>{t('ops.ledger.cause')}</th>
                <th>{t('ops.ledger.resources')}</th>
                <th>{t('ops.ledger.units')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.entries.map((e) => (
                <tr key={e.id} data-kind={e.kind}>
                  <td className="num" data-label={t('ops.ledger.when')}>
                    {new Date(e.at).toLocaleString(i18n.resolvedLanguage)}
                  </td>
                  <td data-label={t('ops.ledger.kind')}>{kindName(e.kind)}</td>
                  <td data-label={t('ops.ledger.cause')}>{e.cause}</td>
                  <td className="num" data-label={t('ops.ledger.resources')}>
                    {e.resources.length
                      ? e.resources.map((r) => `${signed(r.amount)} ${t(`resources.${r.kind}` as never)}`).join(', ')
                      : '—'}
                  </td>
                  <td className="num" data-label={t('ops.ledger.units')}>
                    {e.units.length ? e.units.map((u) => `${signed(u.count)} ${unitName(u.type)}`).join(', ') : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="row">
        <button
          type="button"
          className="btn"
          disabled={cursors.length < 2}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('ops.ledger.newer')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!q.data?.next}
          onClick={() => setCursors((c) => [...c, q.data?.next ?? null])}
        >
          {t('ops.ledger.older')}
        </button>
      </div>
    </div>
  );
}
