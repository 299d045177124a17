/**
 * /status: for anyone, signed in or not — per world, how late its events applied in the last hour
 * (median and 99th percentile) and whether its clock runs slow (time dilation, decision 056).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

const STATUS = graphql(
  'query WorldStatus { worldStatus { worldId name dilation dilationSince applied lateP50Ms lateP99Ms } }',
);

/** A lateness in ms as people read it: "12 ms", "1.4 s". */
const late = (ms: number, lng: string) =>
  ms < 1000
    ? `${Math.round(ms).toLocaleString(lng)} ms`
    : `${(ms / 1000).toLocaleString(lng, { maximumFractionDigits: 1 })} s`;

export default function StatusPage() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: ['world-status'], queryFn: () => gql(STATUS), refetchInterval: 30_000 });
  const worlds = q.data?.worldStatus ?? [];
  const lng = i18n.language;
  return (
    <section className="page" data-testid="status-page">
      <h1>{t('status.title')}</h1>
      <p className="lead">{t('status.lead')}</p>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : q.isError ? (
        <p className="empty">{t('status.failed')}</p>
      ) : worlds.length === 0 ? (
        <p className="empty">{t('status.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="stack">
            <caption className="sr-only">{t('status.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('status.world')}</th>
                <th scope="col">{t('status.applied')}</th>
                <th scope="col">{t('status.p50')}</th>
                <th scope="col">{t('status.p99')}</th>
                <th scope="col">{t('status.clock')}</th>
              </tr>
            </thead>
            <tbody>
              {worlds.map((w) => {
                const slow = w.dilation < 1;
                return (
                  <tr key={w.worldId} data-testid={`status-${w.name}`}>
                    <th scope="row">{w.name}</th>
                    <td data-label={t('status.applied')} className="num">
                      {w.applied.toLocaleString(lng)}
                    </td>
                    <td data-label={t('status.p50')} className="num">
                      {w.applied ? late(w.lateP50Ms, lng) : '—'}
                    </td>
                    <td data-label={t('status.p99')} className="num">
                      {w.applied ? late(w.lateP99Ms, lng) : '—'}
                    </td>
                    <td data-label={t('status.clock')} className={slow ? 'danger' : undefined}>
                      {slow
                        ? t('status.slowed', {
                            percent: Math.round(w.dilation * 100),
                            since: new Date(w.dilationSince ?? 0).toLocaleTimeString(lng, {
                              hour: '2-digit',
                              minute: '2-digit',
                            }),
                          })
                        : t('status.normal')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="hint">{t('status.explain')}</p>
    </section>
  );
}
