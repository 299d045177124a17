/** /control → Checks: the invariant checker's runs per world, run now (with or without repairs). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';

const WORLDS = graphql('query CheckWorlds { adminWorlds { id name } }');
const RUNS = graphql(`query InvariantRuns($w: ID!) { adminInvariantRuns(worldId: $w) {
  id startedAt runBy repair found repaired findings { id kind subject details repaired } } }`);
const RUN =
  graphql(`mutation RunInvariants($w: ID!, $repair: Boolean!) { adminRunInvariants(worldId: $w, repair: $repair) {
  id found repaired } }`);

/** A finding's details in one line: `steel -777`, `guests: ranger 0 · stationed: ranger 5`. */
function detailsText(json: string): { text: string; profileId: string | null } {
  let d: Record<string, unknown>;
  try {
    d = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return { text: json, profileId: null };
  }
  const value = (v: unknown): string =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>)
          .map(([k, x]) => `${k} ${value(x)}`)
          .join(', ') || '—'
      : Array.isArray(v)
        ? v.join(', ')
        : String(v);
  const profileId = typeof d.profileId === 'string' ? d.profileId : null;
  const text = Object.entries(d)
    .filter(([k]) => k !== 'profileId')
    .map(([k, v]) => (k === 'negative' ? value(v) : `${k}: ${value(v)}`))
    .join(' · ');
  return { text, profileId };
}

export function ChecksSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const worlds = useQuery({ queryKey: ['admin-worlds-short'], queryFn: () => gql(WORLDS) });
  const [chosen, setChosen] = useState<string | null>(null);
  const worldId = chosen ?? worlds.data?.adminWorlds[0]?.id ?? null;
  const runs = useQuery({
    queryKey: ['admin-invariant-runs', worldId],
    queryFn: () => gql(RUNS, { w: worldId as string }),
    enabled: !!worldId,
  });
  const [busy, setBusy] = useState(false);
  const run = async (repair: boolean) => {
    if (!worldId) return;
    setBusy(true);
    try {
      const r = await gql(RUN, { w: worldId, repair });
      notify(
        'success',
        t('ops.checks.checked', { found: r.adminRunInvariants.found, repaired: r.adminRunInvariants.repaired }),
      );
      await qc.invalidateQueries({ queryKey: ['admin-invariant-runs', worldId] });
    } finally {
      setBusy(false);
    }
  };
  const list = runs.data?.adminInvariantRuns ?? [];
  return (
    <div className="checks">
      <p className="hint">{t('ops.checks.intro')}</p>
      <div className="row filters">
        <label>
          {t('ops.checks.world')}{' '}
          <select value={worldId ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {worlds.data?.adminWorlds.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" disabled={busy || !worldId} onClick={() => run(false)}>
          {t('ops.checks.check')}
        </button>
        <button type="button" className="btn btn-accent" disabled={busy || !worldId} onClick={() => run(true)}>
          {t('ops.checks.checkRepair')}
        </button>
      </div>
      <h2>{t('ops.checks.runs')}</h2>
      {runs.isSuccess && list.length === 0 && <p className="empty">{t('ops.checks.noRuns')}</p>}
      {list.map((r) => (
        <section key={r.id} className="check-run" data-testid={`check-run-${r.id}`}>
          <h3>
            {t('ops.checks.run', {
              when: new Date(r.startedAt).toLocaleString(i18n.resolvedLanguage),
              by: r.runBy,
              found: r.found,
              repaired: r.repaired,
            })}
          </h3>
          {r.findings.length === 0 ? (
            <p className="empty">{t('ops.checks.nothing')}</p>
          ) : (
            <div className="table-wrap">
              <table className="stack">
                <thead>
                  <tr>
                    <th>{t('ops.checks.kind')}</th>
                    <th>{t('ops.checks.subject')}</th>
                    <th>{t('ops.checks.details')}</th>
                    <th>{t('ops.checks.repaired')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.findings.map((f) => (
                    <tr key={f.id} data-kind={f.kind}>
                      <td data-label={t('ops.checks.kind')}>{t(`ops.checks.kinds.${f.kind}` as never)}</td>
                      <td data-label={t('ops.checks.subject')} className="mono">
                        {f.subject}
                      </td>
                      <td data-label={t('ops.checks.details')} className="audit-details">
                        <Details json={f.details} />
                      </td>
                      <td data-label={t('ops.checks.repaired')}>
                        {f.repaired ? t('ops.checks.yes') : t('ops.checks.no')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

function Details({ json }: { json: string }) {
  const { t } = useTranslation();
  const d = detailsText(json);
  return (
    <>
      {d.text}{' '}
      {d.profileId && (
        <Link to="/control/player/$userProfileId" params={{ userProfileId: d.profileId } as never}>
          {t('ops.checks.commander')}
        </Link>
      )}
    </>
  );
}
