/**
 * /shared/r/{token}: a report its owner shared, for anyone, signed in or not. The server answers the
 * report (200), nothing for a token nobody shared (404) or gone for a link taken back (410). A battle
 * replays here with the game's own engine and says "Verified" when the seed matches its commitment
 * and the replay the stored outcome (fairness.tsx), as on the owner's own screen.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReportBody } from './report-body.tsx';
import { reportTitle } from './report-data.ts';

type Answer =
  | { status: 'ok'; report: { kind: string; createdAt: number; data: unknown; owner: string } }
  | { status: 'gone' | 'missing' };

async function fetchShared(token: string): Promise<Answer> {
  const res = await fetch(`/api/shared-reports/${encodeURIComponent(token)}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status === 410) return { status: 'gone' };
  if (!res.ok) {
    if (res.status === 404) return { status: 'missing' };
    throw new Error(`shared report: HTTP ${res.status}`);
  }
  return { status: 'ok', ...((await res.json()) as { report: Extract<Answer, { status: 'ok' }>['report'] }) };
}

export default function SharedReportPage() {
  const { t, i18n } = useTranslation();
  const { token } = useParams({ strict: false }) as { token: string };
  const q = useQuery({ queryKey: ['shared-report', token], queryFn: () => fetchShared(token), retry: false });
  const a = q.data;
  if (q.isPending) return <p className="page">{t('loading')}</p>;
  if (a?.status !== 'ok')
    return (
      <section className="page report" data-testid="shared-report" data-status={a?.status ?? 'error'}>
        <h1>{t('shared.heading')}</h1>
        <p className="error-box" role="alert">
          {a?.status === 'gone' ? t('shared.gone') : t('shared.missing')}
        </p>
        <Link to="/" className="btn">
          {t('shared.join')}
        </Link>
      </section>
    );
  // the body reads the report as the owner's list stores it (its data as JSON text)
  const row = {
    id: token,
    kind: a.report.kind,
    createdAt: a.report.createdAt,
    read: true,
    data: JSON.stringify(a.report.data),
  };
  return (
    <section className="page report" data-testid="shared-report" data-status="ok">
      <p className="hint">{t('shared.heading')}</p>
      <h1>{reportTitle(t, row)}</h1>
      <p className="hint">
        {t('shared.by', { owner: a.report.owner })} ·{' '}
        <span className="num">{new Date(a.report.createdAt).toLocaleString(i18n.language)}</span>
      </p>
      <ReportBody report={row} owned={false} />
    </section>
  );
}
