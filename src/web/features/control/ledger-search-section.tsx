/**
 * /control → Ledger: every commander's evidence ledger of one world (decision 087), newest first, by
 * kind, time window, commander name and least amount, a page at a time; each row opens the player.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS } from '../../components/ledger-view.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

const WORLDS = graphql('query LedgerSearchWorlds { adminWorlds { id name } }');
const SEARCH = graphql(`query WorldLedger($w: ID!, $k: [String!], $f: DateTime, $t: DateTime, $n: String,
  $m: Float, $c: String, $l: Int) {
  adminWorldLedger(worldId: $w, kinds: $k, from: $f, to: $t, commander: $n, minAmount: $m, cursor: $c, limit: $l) {
    entries { id at kind cause profileId commander resources { kind amount } units { type count } reverted }
    kinds next } }`);

const signed = (n: number, lng?: string) => `${n > 0 ? '+' : ''}${n.toLocaleString(lng)}`;
interface Filter {
  kind: string;
  from: string;
  to: string;
  commander: string;
  min: string;
}
const EMPTY: Filter = { kind: '', from: '', to: '', commander: '', min: '' };

export function LedgerSearchSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  const worlds = useQuery({ queryKey: ['admin-worlds-short'], queryFn: () => gql(WORLDS) });
  const [chosen, setChosen] = useState<string | null>(null);
  const worldId = chosen ?? worlds.data?.adminWorlds[0]?.id ?? null;
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [applied, setApplied] = useState<Filter>(EMPTY);
  // cursors of the pages before this one (newest first): back pops, older pushes
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const vars = {
    w: worldId as string,
    k: applied.kind ? [applied.kind] : null,
    f: applied.from ? new Date(`${applied.from}T00:00:00Z`).toISOString() : null,
    t: applied.to ? new Date(Date.parse(`${applied.to}T00:00:00Z`) + 86_400_000).toISOString() : null,
    n: applied.commander.trim() || null,
    m: applied.min ? Number(applied.min) : null,
    c: cursor,
    l: 25,
  };
  const q = useQuery({
    queryKey: ['admin-world-ledger', vars],
    queryFn: () => gql(SEARCH, vars),
    enabled: !!worldId,
  });
  const page = q.data?.adminWorldLedger;
  const kinds = [...new Set([...LEDGER_KINDS, ...(page?.kinds ?? [])])];
  const kindName = (k: string) =>
    (LEDGER_KINDS as readonly string[]).includes(k) ? t(`ops.ledger.kinds.${k.replace(':', '-')}` as never) : k;
  const unitName = (u: string) => {
    const [place, id] = u.includes(':') ? u.split(':') : ['', u];
    const name = t(`units.${id}` as never);
    return place ? `${name} (${t(`ops.ledger.places.${place}` as never)})` : name;
  };
  const set = (k: keyof Filter) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
    setCursors([null]);
  };
  return (
    <div className="economy ledger-search">
      <p className="hint">{t('econops.search.intro')}</p>
      <form className="search-form" onSubmit={submit}>
        <label>
          {t('ops.checks.world')}{' '}
          <select
            value={worldId ?? ''}
            onChange={(ev) => {
              setChosen(ev.target.value);
              setCursors([null]);
            }}
          >
            {worlds.data?.adminWorlds.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ops.ledger.kind')}{' '}
          <select value={draft.kind} onChange={set('kind')}>
            <option value="">{t('ops.ledger.allKinds')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ops.ledger.from')} <input type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label>
          {t('ops.ledger.to')} <input type="date" value={draft.to} onChange={set('to')} />
        </label>
        <label>
          {t('econops.search.commander')}{' '}
          <input type="search" value={draft.commander} maxLength={30} onChange={set('commander')} />
        </label>
        <label>
          {t('econops.search.min')}{' '}
          <input type="number" min={0} step={1} inputMode="numeric" value={draft.min} onChange={set('min')} />
        </label>
        <button type="submit" className="btn btn-accent">
          {t('econops.search.go')}
        </button>
      </form>
      {q.isSuccess && page?.entries.length === 0 && <p className="empty">{t('ops.ledger.empty')}</p>}
      {page && page.entries.length > 0 && (
        <div className="table-wrap">
          <table className="stack" data-testid="world-ledger">
            <thead>
              <tr>
                <th>{t('ops.ledger.when')}</th>
                <th>{t('ops.checks.commander')}</th>
                <th>{t('ops.ledger.kind')}</th>
                <th>{t('ops.ledger.cause')}</th>
                <th>{t('ops.ledger.resources')}</th>
                <th>{t('ops.ledger.units')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((e) => (
                <tr key={e.id} data-kind={e.kind} className={e.reverted ? 'reverted' : undefined}>
                  <td className="num" data-label={t('ops.ledger.when')}>
                    {new Date(String(e.at)).toLocaleString(lng)}
                  </td>
                  <td data-label={t('ops.checks.commander')}>
                    <Link to="/control/player/$userProfileId" params={{ userProfileId: e.profileId }}>
                      {e.commander}
                    </Link>
                  </td>
                  <td data-label={t('ops.ledger.kind')}>
                    {kindName(e.kind)}
                    {e.reverted ? ` (${t('econops.search.reverted')})` : ''}
                  </td>
                  <td data-label={t('ops.ledger.cause')}>{e.cause}</td>
                  <td className="num" data-label={t('ops.ledger.resources')}>
                    {e.resources.length
                      ? e.resources
                          .map((r) => `${signed(r.amount, lng)} ${t(`resources.${r.kind}` as never)}`)
                          .join(', ')
                      : '—'}
                  </td>
                  <td className="num" data-label={t('ops.ledger.units')}>
                    {e.units.length
                      ? e.units.map((u) => `${signed(u.count, lng)} ${unitName(u.type)}`).join(', ')
                      : '—'}
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
          disabled={!page?.next}
          onClick={() => setCursors((c) => [...c, page?.next ?? null])}
        >
          {t('ops.ledger.older')}
        </button>
      </div>
    </div>
  );
}
