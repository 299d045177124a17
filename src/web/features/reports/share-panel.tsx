/**
 * Sharing one's own report: a link anyone can open without signing in (/shared/r/{token}), to copy;
 * taken back with one button, after which the link answers gone.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';

export const sharedLink = (token: string) => `${window.location.origin}/shared/r/${token}`;

export function SharePanel({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const share = useQuery({
    queryKey: useGameKey(['report-share', reportId]),
    queryFn: async () =>
      (
        await gql(graphql('query ReportShare($id: ID!) { reportShare(reportId: $id) { token sharedAt } }'), {
          id: reportId,
        })
      ).reportShare,
  });
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // the server's reason was shown
    } finally {
      setBusy(false);
      void qc.invalidateQueries({ queryKey: ['report-share', reportId] });
    }
  };
  const start = () =>
    run(async () => {
      await gql(graphql('mutation ShareReport($id: ID!) { shareReport(reportId: $id) { token sharedAt } }'), {
        id: reportId,
      });
      notify('success', t('shared.shared'));
    });
  const stop = () =>
    run(async () => {
      await gql(graphql('mutation RevokeShare($id: ID!) { revokeReportShare(reportId: $id) }'), { id: reportId });
      notify('success', t('shared.revoked'));
    });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('shared.copied'));
    } catch {
      notify('warning', t('shared.copyFailed'));
    }
  };
  const token = share.data?.token;
  return (
    <section className="panel share-panel" aria-labelledby="share-title" data-testid="share-panel">
      <h2 id="share-title" className="sub">
        {t('shared.share')}
      </h2>
      {token ? (
        <>
          <p className="hint">{t('shared.sharing')}</p>
          <input
            className="share-link"
            readOnly
            value={sharedLink(token)}
            aria-label={t('shared.copy')}
            data-testid="share-link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="row">
            <button type="button" className="btn btn-small" onClick={() => void copy(sharedLink(token))}>
              {t('shared.copy')}
            </button>
            <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void stop()}>
              {t('shared.revoke')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="hint">{t('shared.shareAbout')}</p>
          <button
            type="button"
            className="btn btn-small"
            disabled={busy || share.isPending}
            onClick={() => void start()}
          >
            {t('shared.share')}
          </button>
        </>
      )}
    </section>
  );
}
