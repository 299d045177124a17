/**
 * /control → Revert: a searchable log of a world's ledger (fleet launches, constructions, rewards …
 * by kind, commander and time), each commander's net effect, and the selective revert of what was
 * selected after a confirmation (decision 065).
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useCommand } from '../../lib/use-command.ts';

const WORLDS = graphql('query RevertWorlds { adminWorlds { id name } }');
const PREVIEW = graphql(`query RevertPreview($w: ID!, $k: [String!]!, $c: [String!]!, $f: Float!, $t: Float!) {
  adminRevertPreview(worldId: $w, kinds: $k, commanders: $c, from: $f, to: $t) {
    total tooMany entries { id at commander kind cause resources { kind amount } units { type amount } }
    commanders { profileId commander entries resources { kind amount } units { type amount } } } }`);
const REVERT = graphql(`mutation Revert($w: ID!, $k: [String!]!, $c: [String!]!, $f: Float!, $t: Float!, $r: String!) {
  adminRevert(worldId: $w, kinds: $k, commanders: $c, from: $f, to: $t, reason: $r) {
    id entries commanders { commander changed { kind amount } shortfall { kind amount } } } }`);

const KINDS = ['launch', 'start:building', 'grant', 'reward', 'convoy', 'march', 'item', 'purchase'];
const words = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const signed = (n: number) => (n > 0 ? `+${Math.round(n).toLocaleString()}` : Math.round(n).toLocaleString());

export function RevertSection() {
  const { t } = useTranslation();
  const worlds = useQuery({ queryKey: ['admin-worlds-short'], queryFn: () => gql(WORLDS) });
  const [chosen, setChosen] = useState<string | null>(null);
  const worldId = chosen ?? worlds.data?.adminWorlds[0]?.id ?? null;
  const [kinds, setKinds] = useState<string[]>(['launch']);
  const [commanders, setCommanders] = useState('');
  const [from, setFrom] = useState(() => local(Date.now() - 86_400_000));
  const [to, setTo] = useState(() => local(Date.now() + 3_600_000));
  const [asked, setAsked] = useState<null | { w: string; k: string[]; c: string[]; f: number; t: number }>(null);
  const [reason, setReason] = useState('');
  const cmd = useCommand();
  const preview = useQuery({
    queryKey: ['admin-revert-preview', asked],
    queryFn: () => gql(PREVIEW, asked!),
    enabled: !!asked,
  });
  const [done, setDone] = useState<string | null>(null);
  const p = preview.data?.adminRevertPreview;
  const kind = (k: string) => t(`ops.ledger.kinds.${k.replace(':', '-')}` as never);
  const amounts = (list: { kind?: string; type?: string; amount: number }[]) =>
    list.map((a) => `${a.kind ?? a.type} ${signed(a.amount)}`).join(', ') || '—';

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!worldId || kinds.length === 0) return;
    setDone(null);
    setAsked({ w: worldId, k: kinds, c: words(commanders), f: new Date(from).getTime(), t: new Date(to).getTime() });
  };
  const revert = async () => {
    if (!asked) return;
    const r = await cmd.run(REVERT, { ...asked, r: reason });
    if (!r) return;
    setDone(t('ops.revert.done', { count: r.adminRevert.entries }));
    await preview.refetch();
  };

  return (
    <section aria-labelledby="revert-title">
      <h2 id="revert-title">{t('ops.revert.title')}</h2>
      <p className="muted">{t('ops.revert.intro')}</p>
      <form className="panel revert-form" onSubmit={search}>
        <label>
          {t('ops.revert.world')}
          <select value={worldId ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {worlds.data?.adminWorlds.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('ops.revert.kinds')}</legend>
          {KINDS.map((k) => (
            <label key={k} className="check">
              <input
                type="checkbox"
                checked={kinds.includes(k)}
                onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))}
              />
              {kind(k)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('ops.revert.commanders')}
          <input value={commanders} onChange={(e) => setCommanders(e.target.value)} placeholder="Nova, Orion" />
        </label>
        <label>
          {t('ops.ledger.from')}
          <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('ops.ledger.to')}
          <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={!worldId || kinds.length === 0}>
          {t('ops.revert.search')}
        </button>
      </form>
      {preview.isFetching && <p aria-live="polite">{t('ops.revert.searching')}</p>}
      {p && (
        <>
          <div className="panel">
            <h3>{t('ops.revert.net', { count: p.total })}</h3>
            {p.tooMany && <p className="warn">{t('ops.revert.tooMany')}</p>}
            {p.commanders.length === 0 ? (
              <p className="empty">{t('ops.ledger.empty')}</p>
            ) : (
              <table className="stack" data-testid="revert-net">
                <thead>
                  <tr>
                    <th>{t('ops.revert.commander')}</th>
                    <th>{t('ops.revert.entries')}</th>
                    <th>{t('ops.ledger.resources')}</th>
                    <th>{t('ops.ledger.units')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.commanders.map((c) => (
                    <tr key={c.profileId}>
                      <td data-label={t('ops.revert.commander')}>{c.commander}</td>
                      <td data-label={t('ops.revert.entries')}>{c.entries}</td>
                      <td data-label={t('ops.ledger.resources')}>{amounts(c.resources)}</td>
                      <td data-label={t('ops.ledger.units')}>{amounts(c.units)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          {p.commanders.length > 0 && (
            <div className="panel row">
              <label>
                {t('ops.revert.reason')}
                <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
              </label>
              <ConfirmButton
                label={t('ops.revert.apply')}
                question={t('ops.revert.confirm', { count: p.total })}
                disabled={reason.trim().length < 3}
                onConfirm={revert}
              />
            </div>
          )}
          {done && (
            <p className="ok" role="status">
              {done}
            </p>
          )}
          <div className="panel">
            <h3>{t('ops.revert.log')}</h3>
            <table className="stack" data-testid="revert-entries">
              <tbody>
                {p.entries.map((e) => (
                  <tr key={e.id}>
                    <td data-label={t('ops.ledger.when')}>{new Date(e.at).toLocaleString()}</td>
                    <td data-label={t('ops.revert.commander')}>{e.commander}</td>
                    <td data-label={t('ops.ledger.kind')}>{kind(e.kind)}</td>
                    <td data-label={t('ops.ledger.cause')}>{e.cause}</td>
                    <td data-label={t('ops.ledger.resources')}>{amounts(e.resources)}</td>
                    <td data-label={t('ops.ledger.units')}>{amounts(e.units)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
